import '../../features/apply/styles';
import '../../features/verification/styles';
import type { CurrentUser } from '@amal/contract/users';
import { verificationMessages } from '@amal/contract/verification';
import { Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileSearch } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { MessagePage } from '../../components/ui/message-page';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { stepComponent } from '../../features/apply/steps/registry';
import { useProgram } from '../../features/programs/api/get-program';
import { useLookupNames } from '../../features/proposals/api/get-lookup-names';
import { SectionSummary } from '../../features/proposals/components/section-summary';
import { detailSections } from '../../features/proposals/utils/detail-sections';
import { neededLookups } from '../../features/proposals/utils/lookup-needs';
import { useVerification } from '../../features/verification/api/verification-form';
import type { WizardStep } from '../../features/verification/components/section-editor';
import { VerificationForm } from '../../features/verification/components/verification-form';
import { isApiError } from '../../lib/api-client';
import { lookupTable } from '../../lib/lookup-options';
import { RequireUser } from '../require-user';
import { NotFoundRoute } from './not-found';

const stepOf = (route: string) => stepComponent(route) as WizardStep;

function Verification({ idProposal, user }: { idProposal: number; user: CurrentUser }) {
  const view = useVerification(idProposal);
  const program = useProgram(view.data?.program.idProgram ?? 0, view.data?.program.version);
  const versions = (view.data?.sections ?? []).flatMap((s) => [
    { [s.route]: s.applicant },
    { [s.route]: s.verification?.data },
  ]);
  const tables = [...new Set(versions.flatMap((sections) => neededLookups(sections, program.data)))].flatMap(
    (name) => lookupTable(name) ?? [],
  );
  const lookups = useLookupNames(tables);
  useDocumentTitle(view.data ? `Verifikasi ${view.data.name} · Amal` : 'Verifikasi Lapangan · Amal');
  if (view.isError) {
    if (isApiError(view.error) && (view.error.status === 404 || view.error.status === 403))
      return (
        <MessagePage
          icon={<IconFileSearch size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
          title={verificationMessages.notFound}
          description="Proposal ini tidak ditugaskan kepada Anda, atau alamatnya salah."
        />
      );
    return <QueryError error={view.error} onRetry={() => view.refetch()} />;
  }
  if (program.isError) return <QueryError error={program.error} onRetry={() => program.refetch()} />;
  if (!view.data || !program.data) return <PageLoader />;
  const loaded = program.data;
  return (
    <VerificationForm
      view={view.data}
      program={loaded}
      user={user}
      stepOf={stepOf}
      describe={(route, data, family) => {
        const section = detailSections({ family, [route]: data }, loaded, lookups.names).find(
          (s) => s.route === route,
        );
        return section ? (
          <SectionSummary title={section.title} fields={section.fields} />
        ) : (
          <Text c="dimmed" size="sm">
            Tidak ada data
          </Text>
        );
      }}
    />
  );
}

/** "/verifikasi/:idProposal/form-verifikasi": the field verifier's form (issue 35). */
export function VerificationFormRoute() {
  const idProposal = Number(useParams().idProposal);
  if (!Number.isInteger(idProposal) || idProposal <= 0) return <NotFoundRoute />;
  return (
    <RequireUser>
      {(user) => (
        <Stack gap="md">
          <Verification idProposal={idProposal} user={user} />
        </Stack>
      )}
    </RequireUser>
  );
}
