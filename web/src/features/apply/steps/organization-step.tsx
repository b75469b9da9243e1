import type { BodyInput } from '@amal/contract/endpoint';
import {
  DAWAH_FREQUENCIES,
  MANAGER_SLOT_LABELS,
  MANAGER_SLOTS,
  type ManagerResponse,
  type ManagerSlot,
  managerBlockers,
  managerSchema,
  ORGANIZATION_TYPES,
  type OrganizationResponse,
  organizationFieldsSchema,
  organizationMessages,
  organizationsEndpoints,
  SINGLE_MANAGER_SLOTS,
  SLOT_POSITION,
} from '@amal/contract/organizations';
import { patternMessages } from '@amal/contract/patterns';
import type { CurrentUser } from '@amal/contract/users';
import { z } from '@amal/contract/zod';
import { ActionIcon, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  choiceOptions,
  LongTextField,
  SelectField,
  type FieldForm as StepFormApi,
  TextField,
  YesNoField,
} from '../../../components/form/fields';
import { PageLoader } from '../../../components/ui/page-loader';
import { call } from '../../../lib/api-client';
import { StepForm } from '../components/step-form';
import { AddressFields } from './address-fields';
import { ManagerDrawer, type StepManager } from './organization-manager-drawer';
import type { StepProps } from './step-props';

const OWN_FIELDS = [...Object.keys(organizationFieldsSchema.shape), 'idOrganization', 'managers'];
// The managers' rules are left to `blockers`, so they answer with the "Informasi" dialog.
const fieldsSchema = organizationFieldsSchema.extend({
  idOrganization: z.unknown().optional(),
  managers: z.array(z.unknown()).default([]),
});

const EMPTY = {
  name: '',
  type: '',
  whatsapp: '',
  idProvince: '',
  idRegency: '',
  idDistrict: '',
  idSubDistrict: '',
  fullAddress: '',
  rt: '',
  rw: '',
  postalCode: '',
  dawahActivitiesFrequency: '',
  routineDawahEducationSocialPrograms: '',
  institutionDescription: '',
  dawahLectureTopics: '',
};

const managersOf = (value: unknown): StepManager[] => (Array.isArray(value) ? (value as StepManager[]) : []);

/** A manager as the step keeps it: without its organisation and user, which the server knows. */
const fromRecord = ({ idOrganization: _o, idUser: _u, ...manager }: ManagerResponse): StepManager => manager;

/** A saved organisation as the step's starting values (the applicant's later applications reuse it). */
function fromOrganization({ organizationManagers, idUser: _u, ...organization }: OrganizationResponse) {
  return {
    ...EMPTY,
    ...Object.fromEntries(Object.entries(organization).map(([key, value]) => [key, value ?? ''])),
    managers: organizationManagers.map(fromRecord),
  };
}

/** The applicant's own slot, filled from their record: they complete the position and years. */
const applicantManager = (user: CurrentUser): StepManager => ({
  slot: 'applicant',
  fullName: user.fullName,
  whatsapp: user.whatsappNumber ?? '',
  gender: user.gender ?? '',
  position: '',
  lengthInOrganization: '',
});

const emptyManager = (slot: ManagerSlot): StepManager => ({
  slot,
  fullName: '',
  whatsapp: '',
  gender: '',
  position: SLOT_POSITION[slot] ?? '',
  lengthInOrganization: '',
});

interface ManagerCardProps {
  manager: StepManager;
  onEdit: () => void;
  onDelete?: () => void;
}

function ManagerCard({ manager, onEdit, onDelete }: ManagerCardProps) {
  const name = String(manager.fullName || 'Tanpa nama');
  const summary = [
    manager.position,
    manager.lengthInOrganization !== '' ? `${manager.lengthInOrganization} tahun` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {summary && (
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
          )}
          {!managerSchema.safeParse(manager).success && (
            <Badge color="orange" variant="light" w="fit-content">
              Belum lengkap
            </Badge>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" aria-label={`Ubah ${name}`} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          {onDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Hapus ${name}`}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/** The managers by slot: the applicant first, then Pembina lembaga, Ustadz Pembina and the others. */
function Managers({ form }: { form: StepFormApi }) {
  const managers = managersOf(useWatch({ control: form.control, name: 'managers' }));
  const [editing, setEditing] = useState<{ index: number | null; manager: StepManager } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const setManagers = (next: StepManager[]) => form.setValue('managers', next, { shouldDirty: true });
  const save = (manager: StepManager) => {
    const index = editing?.index;
    setManagers(index == null ? [...managers, manager] : managers.map((m, i) => (i === index ? manager : m)));
    setEditing(null);
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Pengurus lembaga
      </Title>
      {MANAGER_SLOTS.map((slot) => {
        const inSlot = managers.flatMap((manager, index) =>
          manager.slot === slot ? [{ manager, index }] : [],
        );
        const single = SINGLE_MANAGER_SLOTS.includes(slot);
        return (
          <Stack key={slot} gap="xs">
            <Text size="sm" fw={500}>
              {MANAGER_SLOT_LABELS[slot]}
            </Text>
            {inSlot.map(({ manager, index }) => (
              <ManagerCard
                key={index}
                manager={manager}
                onEdit={() => setEditing({ index, manager })}
                onDelete={slot === 'applicant' ? undefined : () => setDeleting(index)}
              />
            ))}
            {(!single || inSlot.length === 0) && (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ index: null, manager: emptyManager(slot) })}
              >
                Tambah {MANAGER_SLOT_LABELS[slot]}
              </Button>
            )}
          </Stack>
        );
      })}
      <ManagerDrawer
        manager={editing?.manager ?? null}
        isNew={editing?.index == null}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <Modal
        opened={deleting != null}
        onClose={() => setDeleting(null)}
        title={organizationMessages.deleteConfirm}
        centered
      >
        <Stack gap="md">
          {deleting != null && <Text fw={600}>{String(managers[deleting]?.fullName || 'Tanpa nama')}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Batalkan
            </Button>
            <Button
              color="red"
              onClick={() => {
                setManagers(managers.filter((_, i) => i !== deleting));
                setDeleting(null);
              }}
            >
              Ya, Yakin
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function OrganizationFields({ form }: { form: StepFormApi }) {
  return (
    <>
      <TextField form={form} name="name" label="Nama lembaga" withAsterisk />
      <SelectField
        form={form}
        name="type"
        label="Jenis lembaga"
        data={choiceOptions(ORGANIZATION_TYPES)}
        withAsterisk
      />
      <TextField
        form={form}
        name="whatsapp"
        label="Nomor WhatsApp lembaga"
        description={patternMessages.whatsappHint}
        inputMode="tel"
        withAsterisk
      />
      <AddressFields form={form} title="Alamat lembaga" />
      <SelectField
        form={form}
        name="dawahActivitiesFrequency"
        label="Frekuensi kegiatan dakwah"
        data={choiceOptions(DAWAH_FREQUENCIES)}
        clearable
      />
      <YesNoField
        form={form}
        name="routineDawahEducationSocialPrograms"
        label="Memiliki program rutin dakwah, pendidikan atau sosial"
      />
      <LongTextField form={form} name="institutionDescription" label="Deskripsi lembaga" withAsterisk />
      <LongTextField
        form={form}
        name="dawahLectureTopics"
        label="Tema kajian yang disampaikan"
        withAsterisk
      />
      <Managers form={form} />
    </>
  );
}

/** The applicant's latest organisation, to start from when the step has no data yet. */
function useKnownOrganization(needed: boolean) {
  return useQuery({
    queryKey: ['organization', 'mine'],
    queryFn: ({ signal }) => call(organizationsEndpoints.mine, { signal }),
    enabled: needed,
    retry: false,
  });
}

type Body<E extends keyof typeof organizationsEndpoints> = BodyInput<(typeof organizationsEndpoints)[E]>;

/**
 * The organisation (spec §2 step 5, §5 "Organisation and qurban"): its fields, its address with
 * Indonesia's areas, and its managers by slot, each edited in a drawer. "Simpan Data" records the
 * organisation (POST, or PATCH when it has an id) and its whole list of managers (one batch, all or
 * nothing), then saves the step with the organisation's id and the managers as recorded. A later
 * application of the same applicant starts from their latest organisation.
 */
export function OrganizationStep({ section, user, value, onSave, submitLabel }: StepProps) {
  const fresh = value.idOrganization == null;
  const known = useKnownOrganization(fresh);
  if (fresh && known.isLoading) return <PageLoader />;
  const latest = fresh ? known.data?.data[0] : undefined;
  const start = latest
    ? fromOrganization(latest)
    : { ...EMPTY, ...value, managers: managersOf(value.managers) };
  if (!start.managers.some((manager) => manager.slot === 'applicant'))
    start.managers = [applicantManager(user), ...start.managers];

  const save = async (values: Record<string, unknown>) => {
    const { idOrganization, managers, ...fields } = values;
    // The values were checked by the contract's schema; the server checks them again.
    const body = (idOrganization ? { ...fields, idOrganization } : fields) as Body<'create'>;
    const organization = idOrganization
      ? await call(organizationsEndpoints.update, { body })
      : await call(organizationsEndpoints.create, { body });
    const saved = await call(organizationsEndpoints.saveManagers, {
      body: { idOrganization: organization.idOrganization, managers } as Body<'saveManagers'>,
    });
    await onSave({ ...fields, idOrganization: organization.idOrganization, managers: saved.map(fromRecord) });
  };

  return (
    <StepForm
      schema={fieldsSchema}
      properties={section.properties}
      ownFields={OWN_FIELDS}
      defaultValues={start}
      blockers={(values) => managerBlockers(managersOf(values.managers))}
      onSave={save}
      submitLabel={submitLabel}
    >
      {(form) => <OrganizationFields form={form} />}
    </StepForm>
  );
}
