import { DEFAULT_HAD_KIFAYAH } from '@amal/contract/assessment';
import {
  type ProgramEditorCatalogue,
  type ProgramSettings,
  type ProgramSettingsForm,
  programEditorMessages,
  programSettingsSchema,
} from '@amal/contract/program-editor';
import { programImageMessages } from '@amal/contract/program-images';
import type { z } from '@amal/contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import '../styles';
import { LongTextField, NumberField, RupiahField, TextField } from '../../../components/form/fields';
import { isApiError } from '../../../lib/api-client';
import { messageOf } from '../../../lib/notify-error';
import { useSaveProgram } from '../api/save-program';
import { DocumentTypeRows } from './document-type-rows';
import { ProgrammeImageField } from './programme-image-field';
import { ScheduleRows } from './schedule-rows';
import { BooleanChoiceField, IdSelectField } from './typed-fields';

/** A programme the parent select offers: one applied to directly (no parent of its own). */
export type ParentChoice = { idProgram: number; name: string };

/** A new programme's starting values: a person applies, documents within 14 days, one assessor. */
const NEW_PROGRAMME: FieldValues = {
  name: '',
  description: '',
  individual: true,
  zakatFunds: false,
  idBankAccount: null,
  reaplicationPeriod: 0,
  dayLimitUploadDocument: 14,
  minimumAssesor: 1,
  hadKifayah: DEFAULT_HAD_KIFAYAH,
  idProgramParent: null,
  schedules: [],
  documentTypes: [],
};

/** The stored form as the editor's values: what the settings schema reads (no ids of what is read only). */
const valuesOf = (stored: ProgramSettingsForm): FieldValues => ({
  name: stored.name,
  description: stored.description,
  individual: stored.individual,
  zakatFunds: stored.zakatFunds,
  idBankAccount: stored.idBankAccount,
  reaplicationPeriod: stored.reaplicationPeriod,
  dayLimitUploadDocument: stored.dayLimitUploadDocument,
  minimumAssesor: stored.minimumAssesor,
  hadKifayah: stored.hadKifayah,
  idProgramParent: stored.idProgramParent,
  active: stored.active,
  schedules: stored.schedules,
  documentTypes: stored.documentTypes.map(({ idDocumentType, required }) => ({ idDocumentType, required })),
});

function Part({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A programme's settings (spec §5 "Program editor"): what it is, its rules, its parent, its
 * application periods and the documents it asks for. `stored` null: a new programme (super admin).
 * Checked with the contract's schema before sending; the server's refusals go under their fields.
 */
export function ProgrammeSettingsForm({
  stored,
  catalogue,
  parents,
  onSaved,
}: {
  stored: ProgramSettingsForm | null;
  catalogue: ProgramEditorCatalogue;
  parents: readonly ParentChoice[];
  onSaved: (saved: ProgramSettingsForm) => void;
}) {
  const save = useSaveProgram();
  const form = useForm<FieldValues>({
    defaultValues: stored ? valuesOf(stored) : NEW_PROGRAMME,
    resolver: zodResolver(
      programSettingsSchema as z.ZodType<FieldValues, FieldValues>,
    ) as Resolver<FieldValues>,
  });
  const hasChildren = (stored?.childPrograms.length ?? 0) > 0;
  const parentOptions = parents
    .filter((parent) => parent.idProgram !== stored?.idProgram)
    .map((parent) => ({ value: String(parent.idProgram), label: parent.name }));
  const accountOptions = catalogue.bankAccounts.map((account) => ({
    value: String(account.idBankAccount),
    label: `${account.bankName} · ${account.accountNumber} · ${account.accountName}`,
  }));

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { idProgram: stored?.idProgram ?? null, settings: values as ProgramSettings },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          notifications.show({
            color: 'teal',
            title: 'Tersimpan',
            message: stored ? programEditorMessages.saved : programEditorMessages.created,
          });
          onSaved(saved);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const fieldError of error.errors)
            form.setError(fieldError.path, { message: fieldError.message });
        },
      },
    ),
  );
  const unplaced = save.error && !(isApiError(save.error) && save.error.errors.length > 0);

  return (
    <form onSubmit={submit} noValidate aria-label={stored ? `Ubah program ${stored.name}` : 'Program baru'}>
      <Stack gap="lg">
        <Part title="Program">
          <TextField form={form} name="name" label="Nama program" withAsterisk maxLength={200} />
          <LongTextField
            form={form}
            name="description"
            label="Deskripsi program"
            description="Tampil di halaman program untuk calon pemohon"
            withAsterisk
            rows={4}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <BooleanChoiceField
              form={form}
              name="individual"
              label="Pemohon"
              yes="Perorangan"
              no="Lembaga"
              withAsterisk
            />
            <BooleanChoiceField
              form={form}
              name="zakatFunds"
              label="Dibiayai dana zakat"
              yes="Ya"
              no="Tidak"
              withAsterisk
            />
          </SimpleGrid>
        </Part>
        <Part
          title="Gambar program"
          description="Tampil di kartu program. Gambar disimpan begitu dipilih, tanpa menekan Simpan program."
        >
          {stored ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ProgrammeImageField idProgram={stored.idProgram} kind="icon" value={stored.icon} />
              <ProgrammeImageField idProgram={stored.idProgram} kind="banner" value={stored.banner} />
            </SimpleGrid>
          ) : (
            <Text size="sm">{programImageMessages.afterCreate}</Text>
          )}
        </Part>
        {stored ? (
          <Part title="Status program">
            <BooleanChoiceField
              form={form}
              name="active"
              label="Dibuka untuk pemohon"
              description="Pemohon melihat program ini bila dibuka dan ada periode yang berjalan"
              yes="Dibuka"
              no="Ditutup"
              withAsterisk
            />
          </Part>
        ) : null}
        <Part title="Aturan pengajuan">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <NumberField
              form={form}
              name="reaplicationPeriod"
              label="Masa tunggu pengajuan ulang (hari)"
              description="0: boleh mengajukan lagi kapan saja"
              withAsterisk
            />
            <NumberField
              form={form}
              name="dayLimitUploadDocument"
              label="Batas unggah dokumen (hari)"
              description="Sejak pengajuan dikirim"
              withAsterisk
            />
            <NumberField
              form={form}
              name="minimumAssesor"
              label="Jumlah minimal assessor"
              description="Penilaian sebelum keputusan"
              withAsterisk
            />
            <RupiahField
              form={form}
              name="hadKifayah"
              label="Had kifayah per orang per bulan"
              description="Untuk perhitungan kelayakan"
              withAsterisk
            />
          </SimpleGrid>
          <IdSelectField
            form={form}
            name="idBankAccount"
            label="Rekening yayasan"
            description="Rekening yang membayar bantuan program ini"
            placeholder={accountOptions.length > 0 ? 'Tanpa rekening' : 'Belum ada rekening yayasan'}
            data={accountOptions}
          />
        </Part>
        <Part title="Program induk" description="Sub program tampil di bawah program induknya.">
          {hasChildren ? (
            <>
              <Text size="sm">Program ini memiliki sub program, jadi tidak dapat menjadi sub program:</Text>
              <List size="sm">
                {stored?.childPrograms.map((child) => (
                  <List.Item key={child.idProgram}>
                    <Anchor component={Link} to={`/admin/program/edit/${child.idProgram}`}>
                      {child.name}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </>
          ) : (
            <IdSelectField
              form={form}
              name="idProgramParent"
              label="Program induk"
              placeholder="Tanpa induk (program utama)"
              data={parentOptions}
            />
          )}
        </Part>
        <Part
          title="Periode pendaftaran"
          description="Tanggal dalam zona waktu Asia/Jakarta. Kuota kosong berarti tanpa batas."
        >
          <ScheduleRows form={form} />
        </Part>
        <Part
          title="Dokumen yang diminta"
          description="Urutan di sini adalah urutan di daftar dokumen pemohon."
        >
          <DocumentTypeRows form={form} documentTypes={catalogue.documentTypes} />
        </Part>
        {unplaced ? (
          <Alert color="red" role="alert">
            {messageOf(save.error, 'Program gagal disimpan')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {stored ? 'Simpan program' : 'Buat program'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
