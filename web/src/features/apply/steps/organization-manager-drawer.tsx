import { GENDERS } from '@amal/contract/applicant';
import {
  MANAGER_POSITIONS,
  MANAGER_SLOT_LABELS,
  type ManagerInput,
  type ManagerSlot,
  managerSchema,
  organizationMessages,
} from '@amal/contract/organizations';
import { patternMessages } from '@amal/contract/patterns';
import type { z } from '@amal/contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Drawer, Stack } from '@mantine/core';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { choiceOptions, NumberField, SelectField, TextField } from '../../../components/form/fields';
import { useLeaveWarning } from '../../../lib/use-leave-warning';

/** A manager as the step lists and saves it. */
export type StepManager = ManagerInput & { slot: ManagerSlot };

export const managerLabels = {
  fullName: 'Nama lengkap',
  whatsapp: 'Nomor WhatsApp',
  gender: 'Jenis kelamin',
  position: 'Jabatan',
  lengthInOrganization: 'Lama menjabat (tahun)',
} as const;

const asText = (value: unknown) => (value == null ? '' : String(value));

function ManagerForm({ manager, onSave }: { manager: StepManager; onSave: (manager: StepManager) => void }) {
  const form = useForm<FieldValues>({
    defaultValues: {
      ...manager,
      fullName: asText(manager.fullName),
      whatsapp: asText(manager.whatsapp),
      gender: asText(manager.gender),
      position: asText(manager.position),
      lengthInOrganization: manager.lengthInOrganization ?? '',
    },
    resolver: zodResolver(managerSchema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
  });
  useLeaveWarning(form.formState.isDirty);
  const invalid = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;
  const submit = form.handleSubmit((parsed) => onSave({ ...(parsed as StepManager), slot: manager.slot }));
  const l = managerLabels;
  // No <form>: the drawer sits inside the step's form in React's tree, where forms cannot nest.
  return (
    <Stack gap="sm">
      <TextField form={form} name="fullName" label={l.fullName} withAsterisk />
      <TextField
        form={form}
        name="whatsapp"
        label={l.whatsapp}
        description={patternMessages.whatsappHint}
        inputMode="tel"
        withAsterisk
      />
      <SelectField form={form} name="gender" label={l.gender} data={choiceOptions(GENDERS)} withAsterisk />
      <SelectField
        form={form}
        name="position"
        label={l.position}
        data={choiceOptions(MANAGER_POSITIONS)}
        withAsterisk
      />
      <NumberField form={form} name="lengthInOrganization" label={l.lengthInOrganization} withAsterisk />
      {invalid && <Alert color="red">{organizationMessages.managersIncomplete}</Alert>}
      <Button fullWidth onClick={() => void submit()}>
        Simpan pengurus
      </Button>
    </Stack>
  );
}

interface ManagerDrawerProps {
  /** The manager being added (no id, its slot set) or changed; null when closed. */
  manager: StepManager | null;
  isNew: boolean;
  onClose: () => void;
  onSave: (manager: StepManager) => void;
}

/** Adds or changes one manager (spec §2 step 5 drawer), validated with the contract's manager schema. */
export function ManagerDrawer({ manager, isNew, onClose, onSave }: ManagerDrawerProps) {
  const slot = manager ? MANAGER_SLOT_LABELS[manager.slot] : '';
  return (
    <Drawer
      opened={manager != null}
      onClose={onClose}
      position="right"
      title={`${isNew ? 'Tambah' : 'Ubah'} pengurus: ${slot}`}
    >
      {/* Mounted per opening, so each manager starts from its own values. */}
      {manager && <ManagerForm manager={manager} onSave={onSave} />}
    </Drawer>
  );
}
