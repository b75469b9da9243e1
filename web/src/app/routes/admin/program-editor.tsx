import { mayEditProgramme, programEditorMessages } from '@amal/contract/program-editor';
import { isSuperAdminRole } from '@amal/contract/staff';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconMapQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';
import { QueryError } from '../../../components/ui/query-error';
import { useProgramStatuses } from '../../../features/desk/api/get-program-statuses';
import { useStaffPrograms } from '../../../features/program-admin/api/get-staff-programs';
import { useEditorCatalogue } from '../../../features/program-editor/api/get-editor-catalogue';
import { useProgramSettings } from '../../../features/program-editor/api/get-program-settings';
import { useProgramStructure } from '../../../features/program-editor/api/get-program-structure';
import {
  type ParentChoice,
  ProgrammeSettingsForm,
} from '../../../features/program-editor/components/programme-settings-form';
import { StatusTable } from '../../../features/program-editor/components/status-table';
import { StructureForm } from '../../../features/program-editor/components/structure-form';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';
import { isApiError } from '../../../lib/api-client';
import { NotFoundRoute } from '../not-found';

const programId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** An id that names no programme the caller may edit: as the server says, for any reason. */
const InvalidProgram = () => (
  <MessagePage
    icon={<IconMapQuestion size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
    title={programEditorMessages.invalidProgram}
    description="Program ini tidak ada, atau Anda tidak memegang peran PIC atau IT di program ini."
  />
);

/** The programmes a sub-programme may hang under: those applied to directly. */
function useParents(): ParentChoice[] {
  const programs = useStaffPrograms();
  return (programs.data?.data ?? [])
    .filter((program) => program.idProgramParent === null)
    .map(({ idProgram, name }) => ({ idProgram, name }));
}

function EditorPage({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro: string;
  /** A link of its own under the introduction (not inside its sentence). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to="/admin/program" size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          Program
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
        {action}
      </div>
      {children}
    </Stack>
  );
}

/** "/admin/program/create": a super admin's new programme; it starts inactive, then opens in its editor. */
export function ProgramCreateRoute() {
  useDocumentTitle('Program baru · Staf · Amal');
  const staff = useStaffUser();
  const navigate = useNavigate();
  const catalogue = useEditorCatalogue();
  const parents = useParents();
  if (!isSuperAdminRole(staff.administrators.administratorRoles)) return <NotFoundRoute />;
  return (
    <EditorPage
      title="Program baru"
      intro="Program baru belum tampil bagi pemohon sampai diaktifkan. Alur statusnya dimulai dari alur program perorangan."
    >
      {catalogue.isError ? (
        <QueryError error={catalogue.error} onRetry={() => catalogue.refetch()} />
      ) : catalogue.data ? (
        <ProgrammeSettingsForm
          stored={null}
          catalogue={catalogue.data}
          parents={parents}
          onSaved={(saved) => navigate(`/admin/program/edit/${saved.idProgram}`, { replace: true })}
        />
      ) : (
        <Skeleton height={480} radius="md" />
      )}
    </EditorPage>
  );
}

function StatusPart({ idProgram, mayChangeMapping }: { idProgram: number; mayChangeMapping: boolean }) {
  const statuses = useProgramStatuses(idProgram);
  const catalogue = useEditorCatalogue();
  if (statuses.isError) return <QueryError error={statuses.error} onRetry={() => statuses.refetch()} />;
  if (catalogue.isError) return <QueryError error={catalogue.error} onRetry={() => catalogue.refetch()} />;
  if (!statuses.data || !catalogue.data) return <Skeleton height={240} radius="md" />;
  return (
    <StatusTable
      idProgram={idProgram}
      statuses={statuses.data.data}
      catalogue={catalogue.data}
      mayChangeMapping={mayChangeMapping}
    />
  );
}

function StructurePart({ idProgram }: { idProgram: number }) {
  const structure = useProgramStructure(idProgram);
  const catalogue = useEditorCatalogue();
  if (structure.isError) return <QueryError error={structure.error} onRetry={() => structure.refetch()} />;
  if (!structure.data || !catalogue.data) return <Skeleton height={240} radius="md" />;
  return (
    <StructureForm
      key={structure.data.version}
      idProgram={idProgram}
      stored={structure.data}
      documentTypes={catalogue.data.documentTypes}
    />
  );
}

function ProgramEditor({ idProgram }: { idProgram: number }) {
  const staff = useStaffUser();
  const roles = staff.administrators.administratorRoles;
  const settings = useProgramSettings(idProgram);
  const catalogue = useEditorCatalogue();
  const parents = useParents();
  useDocumentTitle(`Ubah ${settings.data?.name ?? 'program'} · Staf · Amal`);
  if (settings.isError) {
    if (isApiError(settings.error) && [403, 404].includes(settings.error.status)) return <InvalidProgram />;
    return <QueryError error={settings.error} onRetry={() => settings.refetch()} />;
  }
  if (catalogue.isError) return <QueryError error={catalogue.error} onRetry={() => catalogue.refetch()} />;
  const stored = settings.data;
  return (
    <EditorPage
      title={stored ? `Ubah program: ${stored.name}` : 'Ubah program'}
      intro={stored?.active ? 'Program dibuka untuk pemohon.' : 'Program ditutup: pemohon belum melihatnya.'}
      action={
        <Anchor component={Link} to={`/admin/program/${idProgram}/pratinjau`} size="sm">
          Pratinjau formulir di ponsel
        </Anchor>
      }
    >
      {stored && catalogue.data ? (
        <ProgrammeSettingsForm
          key={stored.idProgram}
          stored={stored}
          catalogue={catalogue.data}
          parents={parents}
          onSaved={() => undefined}
        />
      ) : (
        <Skeleton height={480} radius="md" />
      )}
      <Title order={2} size="h3" mt="lg">
        Formulir pengajuan
      </Title>
      <StructurePart idProgram={idProgram} />
      <Title order={2} size="h3" mt="lg">
        Alur status dan peran
      </Title>
      <StatusPart idProgram={idProgram} mayChangeMapping={isSuperAdminRole(roles)} />
    </EditorPage>
  );
}

/**
 * "/admin/program/edit/:idProgram": a programme's settings and status flow, for its PIC and IT and
 * a super admin; anyone else, and an invalid id, is told "Program tidak valid" as the server says.
 */
export function ProgramEditRoute() {
  const idProgram = programId(useParams().idProgram);
  const staff = useStaffUser();
  if (idProgram === null || !mayEditProgramme(staff.administrators.administratorRoles, idProgram))
    return <InvalidProgram />;
  return <ProgramEditor idProgram={idProgram} />;
}
