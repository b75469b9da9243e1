import { type ComponentType, Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';

type PageHandle = { preload: () => Promise<unknown> };

/**
 * A page loaded on first visit, so that "/" and "/login" download only what they show; its route
 * keeps in `handle` how to load it ahead (`preloadPage`), with what `needs` says it draws at once.
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  needs?: (module: M) => Promise<unknown> | undefined,
) {
  const Page = lazyWithPreload(() => load().then((module) => ({ default: pick(module) })));
  const handle: PageHandle = {
    preload: () => Promise.all([Page.preload(), needs ? load().then(needs) : undefined]),
  };
  return { element: <Page />, handle };
}

/** Every screen of the app; `app/index.tsx` makes the browser router from it, tests a memory one. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        ...page(
          () => import('./routes/home'),
          (m) => m.HomeRoute,
          (m) => m.preloadMemberHome(),
        ),
      },
      {
        path: 'login',
        ...page(
          () => import('./routes/login'),
          (m) => m.LoginRoute,
        ),
      },
      {
        path: 'profile',
        ...page(
          () => import('./routes/profile'),
          (m) => m.ProfileRoute,
        ),
      },
      {
        // What the locked home tiles wait for: bank account, KTP number, KTP and KK.
        path: 'profile/lengkapi',
        ...page(
          () => import('./routes/profile'),
          (m) => m.ProfileCompleteRoute,
        ),
      },
      {
        path: 'profile/update',
        ...page(
          () => import('./routes/profile-update'),
          (m) => m.ProfileUpdateRoute,
        ),
      },
      {
        path: 'pengajuan-bantuan',
        ...page(
          () => import('./routes/apply'),
          (m) => m.ApplyRoute,
        ),
      },
      {
        path: 'pengajuan-bantuan/:idProgram',
        ...page(
          () => import('./routes/apply-program'),
          (m) => m.ApplyProgramRoute,
        ),
      },
      {
        path: 'verifikasi',
        ...page(
          () => import('./routes/verification-tasks'),
          (m) => m.VerificationTasksRoute,
        ),
      },
      {
        // The field verifier's form; `?section={order}` opens one section (spec §2).
        path: 'verifikasi/:idProposal/form-verifikasi',
        ...page(
          () => import('./routes/verification-form'),
          (m) => m.VerificationFormRoute,
        ),
      },
      {
        path: 'proposal',
        ...page(
          () => import('./routes/proposals'),
          (m) => m.ProposalsRoute,
        ),
      },
      {
        path: 'proposal/:idProposal',
        ...page(
          () => import('./routes/proposal-detail'),
          (m) => m.ProposalDetailRoute,
        ),
      },
      {
        // "Perbaiki pengajuan": the sections staff sent back for revision.
        path: 'proposal/:idProposal/perbaiki',
        ...page(
          () => import('./routes/revise-proposal'),
          (m) => m.ReviseProposalRoute,
        ),
      },
      {
        // "Lengkapi pengajuan": the proposal's documents.
        path: 'update-proposal/:idProposal',
        ...page(
          () => import('./routes/update-proposal'),
          (m) => m.UpdateProposalRoute,
        ),
      },
      {
        // The staff login: the member's form with the admin claim required.
        path: 'admin/login',
        ...page(
          () => import('./routes/admin/staff-login'),
          (m) => m.StaffLoginRoute,
        ),
      },
      {
        // The first super admin's one-time link (decision 0031).
        path: 'setup/:token',
        ...page(
          () => import('./routes/setup'),
          (m) => m.SetupRoute,
        ),
      },
      {
        path: '*',
        ...page(
          () => import('./routes/not-found'),
          (m) => m.NotFoundRoute,
        ),
      },
    ],
  },
  {
    // The staff area (issue 34): its own shell instead of the member's header, and its code in its
    // own chunks, which the member's pages never load.
    path: '/admin',
    element: (
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    ),
    errorElement: <RouteError />,
    children: [
      {
        // The programme preview's own page, without the staff shell: the editor frames it at 360 px.
        path: 'pratinjau/program/:idProgram',
        ...page(
          () => import('./routes/admin/program-preview'),
          (m) => m.ProgramPreviewFrameRoute,
        ),
      },
      {
        ...page(
          () => import('./routes/admin/staff-layout'),
          (m) => m.StaffLayoutRoute,
        ),
        children: [
          { index: true, element: <Navigate to="/admin/proposal" replace /> },
          {
            path: 'proposal',
            ...page(
              () => import('./routes/admin/desk'),
              (m) => m.DeskRoute,
            ),
          },
          {
            path: 'proposal/:idProposal',
            ...page(
              () => import('./routes/admin/desk-proposal'),
              (m) => m.StaffProposalRoute,
            ),
          },
          {
            path: 'program',
            ...page(
              () => import('./routes/admin/programs'),
              (m) => m.ProgramsRoute,
            ),
          },
          {
            path: 'program/create',
            ...page(
              () => import('./routes/admin/program-editor'),
              (m) => m.ProgramCreateRoute,
            ),
          },
          {
            path: 'program/edit/:idProgram',
            ...page(
              () => import('./routes/admin/program-editor'),
              (m) => m.ProgramEditRoute,
            ),
          },
          {
            path: 'program/:idProgram/pratinjau',
            ...page(
              () => import('./routes/admin/program-preview'),
              (m) => m.ProgramPreviewRoute,
            ),
          },
          {
            path: 'verifikator-lapangan',
            ...page(
              () => import('./routes/admin/verifiers'),
              (m) => m.VerifiersRoute,
            ),
          },
          {
            path: 'administrator',
            ...page(
              () => import('./routes/admin/administrators'),
              (m) => m.AdministratorsRoute,
            ),
          },
          {
            path: 'administrator/:id',
            ...page(
              () => import('./routes/admin/administrator'),
              (m) => m.AdministratorRoute,
            ),
          },
          {
            path: 'settings',
            ...page(
              () => import('./routes/admin/settings'),
              (m) => m.SettingsRoute,
            ),
          },
          {
            path: 'anggota',
            ...page(
              () => import('./routes/admin/members'),
              (m) => m.MembersRoute,
            ),
          },
          {
            // "/admin/anggota/{nip}" and an unknown page open the personal data.
            path: 'anggota/:nip',
            ...page(
              () => import('./routes/admin/member-edit'),
              (m) => m.MemberEditRoute,
            ),
          },
          {
            path: 'anggota/:nip/:page/ubah',
            ...page(
              () => import('./routes/admin/member-edit'),
              (m) => m.MemberEditRoute,
            ),
          },
          {
            path: '*',
            ...page(
              () => import('./routes/not-found'),
              (m) => m.NotFoundRoute,
            ),
          },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the page at `path` (and what that page says it needs at once), so that the
 * first render draws it instead of a loader (decision 0013).
 */
export async function preloadPage(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload()));
}
