import '../../../features/apply/styles';
import { type ProgramDetail, type ProgramSection, withSubProgramStep } from '@amal/contract/programs';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { PreviewWizard } from '../../../features/apply/components/preview-wizard';
import { PHONE, PhoneFrame } from '../../../features/program-editor/components/phone-frame';
import { unsavedSteps } from '../../../features/program-editor/utils/unsaved-structure';
import { useProgram } from '../../../features/programs/api/get-program';
import { RequireUser } from '../../require-user';
import { NotFoundRoute } from '../not-found';

const programId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * "/admin/program/:idProgram/pratinjau" (issue 36 item 7): the programme's wizard in a 360 px frame,
 * so that what staff see is the phone's layout itself, not a desktop page squeezed.
 */
export function ProgramPreviewRoute() {
  const idProgram = programId(useParams().idProgram);
  const program = useProgram(idProgram ?? 0);
  useDocumentTitle(`Pratinjau ${program.data?.name ?? 'program'} · Staf · Amal`);
  if (idProgram === null) return <NotFoundRoute />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/program" size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          Program
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          Pratinjau formulir{program.data ? `: ${program.data.name}` : ''}
        </Title>
        <Text c="dimmed" size="sm">
          Formulir pengajuan seperti yang dilihat pemohon di ponsel ({PHONE.width} px). Isian di sini tidak
          disimpan.
        </Text>
      </div>
      <PhoneFrame src={`/admin/pratinjau/program/${idProgram}`} />
    </Stack>
  );
}

/**
 * The programme as the editor's unsaved form would make it: its steps replaced by those the editor
 * handed over, the sub-programme step placed as the server places it.
 */
const withUnsavedSteps = (program: ProgramDetail, unsaved: ProgramSection[] | null): ProgramDetail =>
  unsaved
    ? {
        ...program,
        programSections: withSubProgramStep(
          unsaved,
          program.programSections.find((step) => step.synthetic)?.section,
        ),
      }
    : program;

function FramedPreview({ idProgram }: { idProgram: number }) {
  const program = useProgram(idProgram);
  const [searchParams] = useSearchParams();
  // `?perubahan=1`: the editor's unsaved form, read once as the frame opens.
  const [unsaved] = useState(() => (searchParams.has('perubahan') ? unsavedSteps(idProgram) : null));
  if (program.isPending) return <PageLoader />;
  if (program.isError) {
    if ('status' in program.error && program.error.status === 404) return <NotFoundRoute />;
    return <QueryError error={program.error} onRetry={() => program.refetch()} />;
  }
  return (
    <RequireUser>
      {(user) => <PreviewWizard program={withUnsavedSteps(program.data, unsaved)} user={user} />}
    </RequireUser>
  );
}

/** "/admin/pratinjau/program/:idProgram": the preview's page, drawn inside the frame above. */
export function ProgramPreviewFrameRoute() {
  const idProgram = programId(useParams().idProgram);
  if (idProgram === null) return <NotFoundRoute />;
  return (
    <Container size="xs" px="md" py="md">
      <FramedPreview idProgram={idProgram} />
    </Container>
  );
}
