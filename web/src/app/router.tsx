import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';

/** A page loaded on first visit, so that "/" and "/login" download only what they show. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
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
        element: page(
          () => import('./routes/home'),
          (m) => m.HomeRoute,
        ),
      },
      {
        path: 'login',
        element: page(
          () => import('./routes/login'),
          (m) => m.LoginRoute,
        ),
      },
      {
        path: 'profile',
        element: page(
          () => import('./routes/profile'),
          (m) => m.ProfileRoute,
        ),
      },
      {
        path: 'profile/update',
        element: page(
          () => import('./routes/profile-update'),
          (m) => m.ProfileUpdateRoute,
        ),
      },
      {
        path: 'pengajuan-bantuan',
        element: page(
          () => import('./routes/apply'),
          (m) => m.ApplyRoute,
        ),
      },
      {
        path: 'pengajuan-bantuan/:idProgram',
        element: page(
          () => import('./routes/apply-program'),
          (m) => m.ApplyProgramRoute,
        ),
      },
      {
        path: 'proposal',
        element: page(
          () => import('./routes/proposals'),
          (m) => m.ProposalsRoute,
        ),
      },
      {
        path: 'proposal/:idProposal',
        element: page(
          () => import('./routes/proposal-detail'),
          (m) => m.ProposalDetailRoute,
        ),
      },
      {
        // "Lengkapi pengajuan": the proposal's documents.
        path: 'update-proposal/:idProposal',
        element: page(
          () => import('./routes/update-proposal'),
          (m) => m.UpdateProposalRoute,
        ),
      },
      {
        path: '*',
        element: page(
          () => import('./routes/not-found'),
          (m) => m.NotFoundRoute,
        ),
      },
    ],
  },
];
