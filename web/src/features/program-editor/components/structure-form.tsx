import {
  PROGRAM_SECTIONS_MAX,
  type ProgramStructureForm,
  type ProgramStructureInput,
  programStructureInputSchema,
  programStructureMessages,
  stepsOfInput,
  structureInputOf,
} from '@amal/contract/program-structure';
import type { DocumentType } from '@amal/contract/programs';
import type { z } from '@amal/contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Accordion, Alert, Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconDeviceMobile, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type FieldErrors, type FieldValues, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import '../styles';
import { COMBOBOX_PROPS, useFieldError } from '../../../components/form/field-state';
import { isApiError } from '../../../lib/api-client';
import { messageOf } from '../../../lib/notify-error';
import { useSaveProgramStructure } from '../api/save-program-structure';
import { keepUnsavedSteps } from '../utils/unsaved-structure';
import { PhoneFrame } from './phone-frame';
import { isChoice, isUpload } from './structure-question';
import { StructureStep } from './structure-step';
import { StructureVersions } from './structure-versions';

type Values = { sections: { idSection: number; properties: Record<string, unknown>[] }[] };

/**
 * What the form holds as the body: a question's own choices only for a select or radio without a
 * lookup table, its table only for a choice, its document type only for an upload (each hidden
 * otherwise, so a hidden row cannot block the save).
 */
const bodyOf = (values: FieldValues): FieldValues => ({
  sections: ((values as Values).sections ?? []).map((section) => ({
    ...section,
    properties: section.properties.map((property) => ({
      ...property,
      options: isChoice(property.type) && !property.lookup ? property.options : null,
      lookup: isChoice(property.type) && property.lookup ? property.lookup : null,
      idDocumentType: isUpload(property.type, property.source) ? property.idDocumentType : null,
    })),
  })),
});

const schemaResolver = zodResolver(
  programStructureInputSchema as z.ZodType<FieldValues, FieldValues>,
) as Resolver<FieldValues>;
const resolver: Resolver<FieldValues> = (values, context, options) =>
  schemaResolver(bodyOf(values), context, options);

/** The steps (by index) a set of error paths or errors falls in. */
const stepsWithErrors = (errors: FieldErrors<FieldValues>): number[] =>
  Array.isArray(errors.sections)
    ? errors.sections.flatMap((error: unknown, i: number) => (error ? [i] : []))
    : [];

/**
 * A programme's form (spec §5 "Program editor", issue 36 item 5): its wizard steps in order, from
 * the section catalogue, and each step's questions. Checked with the contract's schema before
 * sending; saving publishes a new version, and the server's refusals go under their fields.
 */
export function StructureForm({
  idProgram,
  stored,
  documentTypes,
}: {
  idProgram: number;
  stored: ProgramStructureForm;
  documentTypes: readonly DocumentType[];
}) {
  const save = useSaveProgramStructure(idProgram);
  const form = useForm<FieldValues>({ defaultValues: structureInputOf(stored.sections), resolver });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'sections' });
  const [open, setOpen] = useState<string[]>([]);
  const [adding, setAdding] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const listError = useFieldError(form, 'sections') ?? form.getFieldState('sections.root').error?.message;
  const steps = fields as unknown as ({ id: string } & Values['sections'][number])[];
  const used = new Set(steps.map((step) => step.idSection));
  const catalogued = (idSection: number) =>
    stored.catalogue.find((section) => section.idSection === idSection);
  const nameOf = (idSection: number) => catalogued(idSection)?.name ?? `Langkah ${idSection}`;
  const addable = stored.catalogue
    .filter((section) => !used.has(section.idSection))
    .map((section) => ({ value: String(section.idSection), label: section.name }));
  const typeOptions = documentTypes.map((type) => ({ value: String(type.idDocumentType), label: type.name }));
  const openSteps = (indices: number[]) =>
    setOpen((current) => [
      ...new Set([...current, ...indices.flatMap((i) => (steps[i] ? [steps[i].id] : []))]),
    ]);

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values as ProgramStructureInput, {
        onSuccess: (saved) => {
          form.reset(structureInputOf(saved.sections));
          notifications.show({
            color: 'teal',
            title: 'Tersimpan',
            message: programStructureMessages.saved(saved.version),
          });
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const fieldError of error.errors)
            form.setError(fieldError.path, { message: fieldError.message });
          openSteps(stepsWithErrors(form.formState.errors));
        },
      }),
    (errors) => openSteps(stepsWithErrors(errors)),
  );
  // Checked as a save is, then drawn from this form's values alone: nothing is sent.
  const preview = form.handleSubmit(
    (values) => {
      keepUnsavedSteps(idProgram, stepsOfInput(values as ProgramStructureInput, stored.catalogue));
      setPreviewing(true);
    },
    (errors) => openSteps(stepsWithErrors(errors)),
  );
  const unplaced = save.error && !(isApiError(save.error) && save.error.errors.length > 0);

  const addStep = () => {
    if (adding === null) return;
    append({ idSection: Number(adding), needVerification: false, properties: [] });
    setAdding(null);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Formulir pengajuan">
      <Stack gap="md">
        <Text size="sm">
          Versi berlaku: <strong>{stored.version}</strong>. Langkah tampil di wizard pemohon dengan urutan
          ini.
        </Text>
        {steps.length > 0 ? (
          <Accordion multiple value={open} onChange={setOpen} variant="contained" chevronPosition="left">
            {steps.map((step, i) => (
              <StructureStep
                key={step.id}
                form={form}
                index={i}
                count={steps.length}
                name={nameOf(step.idSection)}
                route={catalogued(step.idSection)?.route ?? ''}
                value={step.id}
                documentTypes={typeOptions}
                onMove={(to) => move(i, to)}
                onRemove={() => remove(i)}
              />
            ))}
          </Accordion>
        ) : (
          <Text size="sm" c="dimmed">
            Belum ada langkah formulir.
          </Text>
        )}
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group align="flex-end" gap="sm">
          <Select
            label="Langkah baru"
            placeholder={addable.length > 0 ? 'Pilih dari katalog' : 'Semua langkah sudah dipakai'}
            data={addable}
            value={adding}
            onChange={setAdding}
            searchable
            nothingFoundMessage="Tidak ditemukan"
            comboboxProps={COMBOBOX_PROPS}
            disabled={addable.length === 0}
            style={{ flex: '1 1 16rem' }}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={adding === null || steps.length >= PROGRAM_SECTIONS_MAX}
            onClick={addStep}
          >
            Tambah langkah
          </Button>
        </Group>
        <Title order={3} size="h5" mt="sm">
          Riwayat versi
        </Title>
        <StructureVersions current={stored.version} versions={stored.versions} />
        {unplaced ? (
          <Alert color="red" role="alert">
            {messageOf(save.error, 'Formulir gagal disimpan')}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          Menyimpan menerbitkan versi baru. Draft yang sudah dimulai tetap memakai versinya sampai dikirim;
          pengajuan terkirim selalu dibaca dengan versinya.
        </Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconDeviceMobile size={18} aria-hidden />}
            onClick={preview}
          >
            Pratinjau perubahan
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Simpan formulir
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        title="Pratinjau perubahan (belum disimpan)"
        size="auto"
      >
        <PhoneFrame src={`/admin/pratinjau/program/${idProgram}?perubahan=1`} />
      </Modal>
    </form>
  );
}
