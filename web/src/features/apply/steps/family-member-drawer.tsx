import { GENDERS, MARRIAGE_STATUSES } from '@amal/contract/applicant';
import { FAMILY_GRADES } from '@amal/contract/constants';
import {
  asksDivorceLength,
  asksGrade,
  asksLiveTogether,
  asksProvideFinance,
  DEPENDENT_OPTIONS,
  DEPENDENT_TYPES,
  type FamilySection,
  familyMemberSchema,
  familyMessages,
} from '@amal/contract/family';
import type { z } from '@amal/contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Drawer, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import {
  choiceOptions,
  RupiahField,
  SelectField,
  TextField,
  YesNoField,
} from '../../../components/form/fields';
import { formatRupiah } from '../../../lib/format';
import { LOOKUP, lookupQuery, type Option, toOption } from '../../../lib/lookup-options';
import { useLeaveWarning } from '../../../lib/use-leave-warning';

/** A member as the family step lists and saves it. */
export type Member = FamilySection['members'][number];

export interface FamilyOptions {
  relationships: Option[];
  jobs: Option[];
}

/** Relationships between people (not those with an organisation), and jobs by name (jobStatus is a name). */
export function useFamilyOptions(): FamilyOptions {
  const relationships = useQuery({
    ...lookupQuery(LOOKUP.relationships),
    select: (list) => list.data.filter((row) => !row.organization).map(toOption),
  });
  const jobs = useQuery({
    ...lookupQuery(LOOKUP.jobs),
    select: (list) => list.data.map((row) => ({ value: row.name, label: row.name })),
  });
  return { relationships: relationships.data ?? [], jobs: jobs.data ?? [] };
}

export const memberLabels = {
  name: 'Nama lengkap',
  idRelationship: 'Hubungan keluarga',
  gender: 'Jenis kelamin',
  jobStatus: 'Status pekerjaan',
  grade: 'Kelas',
  institutionName: 'Nama sekolah/tempat kerja',
  income: 'Penghasilan per bulan',
  isLiveTogether: 'Tinggal serumah',
  dependent: 'Status tanggungan',
  dependentType: 'Jenis tanggungan',
  marriage: 'Status pernikahan',
  deadDivorceLength: 'Lama bercerai (tahun)',
  provideFinance: 'Mantan suami masih memberi nafkah',
} as const;

const GRADE_OPTIONS = FAMILY_GRADES.map((grade) => ({ value: String(grade), label: `Kelas ${grade}` }));
const DEPENDENT_SELECT = DEPENDENT_OPTIONS.map(({ value, label }) => ({ value: String(value), label }));
const TEXT_FIELDS = Object.keys(memberLabels).filter((key) => key !== 'income');

const asText = (value: unknown) => (value == null ? '' : String(value));

/** The drawer's starting values: selects and radios hold text; a new member is on the step's KK. */
function toFormValues(member: Member | null, kk: string): FieldValues {
  const values: FieldValues = {
    idFamily: member?.idFamily ?? undefined,
    idUser: member?.idUser ?? undefined,
    idUserFamily: member?.idUserFamily ?? undefined,
    nomorKK: member?.nomorKK || kk,
    income: member?.income ?? '',
  };
  for (const key of TEXT_FIELDS) values[key] = asText(member?.[key]);
  return values;
}

interface MemberFormProps {
  member: Member | null;
  kk: string;
  options: FamilyOptions;
  onSave: (member: Member) => void;
}

/** The member form; questions that do not apply to the answers so far stay hidden (spec §4). */
function MemberForm({ member, kk, options, onSave }: MemberFormProps) {
  const form = useForm<FieldValues>({
    defaultValues: toFormValues(member, kk),
    resolver: zodResolver(familyMemberSchema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
  });
  const values = form.watch();
  // The drawer's typing has no browser copy: closing the page asks first.
  useLeaveWarning(form.formState.isDirty);
  const invalid = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;
  const submit = form.handleSubmit((parsed) => onSave(parsed as Member));
  const l = memberLabels;
  // No <form> here: the drawer sits inside the step's form in React's tree, where forms cannot nest.
  return (
    <Stack gap="sm">
      <TextField form={form} name="name" label={l.name} withAsterisk />
      <SelectField
        form={form}
        name="idRelationship"
        label={l.idRelationship}
        data={options.relationships}
        withAsterisk
      />
      <SelectField form={form} name="gender" label={l.gender} data={choiceOptions(GENDERS)} withAsterisk />
      <SelectField form={form} name="jobStatus" label={l.jobStatus} data={options.jobs} withAsterisk />
      {asksGrade(values) && (
        <SelectField form={form} name="grade" label={l.grade} data={GRADE_OPTIONS} withAsterisk />
      )}
      <TextField form={form} name="institutionName" label={l.institutionName} />
      <RupiahField form={form} name="income" label={l.income} />
      {asksLiveTogether(values) && (
        <YesNoField form={form} name="isLiveTogether" label={l.isLiveTogether} withAsterisk />
      )}
      <SelectField form={form} name="dependent" label={l.dependent} data={DEPENDENT_SELECT} withAsterisk />
      <SelectField
        form={form}
        name="dependentType"
        label={l.dependentType}
        data={choiceOptions(DEPENDENT_TYPES)}
        withAsterisk
      />
      <SelectField
        form={form}
        name="marriage"
        label={l.marriage}
        data={choiceOptions(MARRIAGE_STATUSES)}
        clearable
      />
      {asksDivorceLength(values) && (
        <TextField form={form} name="deadDivorceLength" label={l.deadDivorceLength} inputMode="numeric" />
      )}
      {asksProvideFinance(values) && (
        <YesNoField form={form} name="provideFinance" label={l.provideFinance} withAsterisk />
      )}
      {invalid && (
        // The KK number is not asked here: its error (a changed, unchecked KK) is told in the alert.
        <Alert color="red" title={familyMessages.completeAllForms}>
          {form.formState.errors.nomorKK?.message as string | undefined}
        </Alert>
      )}
      <Button fullWidth onClick={() => void submit()}>
        Simpan anggota keluarga
      </Button>
    </Stack>
  );
}

interface FamilyMemberDrawerProps extends MemberFormProps {
  opened: boolean;
  onClose: () => void;
}

/** Adds a member (member null) or changes one, validated with the contract's member schema. */
export function FamilyMemberDrawer({ opened, onClose, member, ...props }: FamilyMemberDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={member ? 'Ubah anggota keluarga' : 'Tambah anggota keluarga'}
    >
      {/* Mounted per opening, so each member starts from its own values. */}
      {opened && <MemberForm member={member} {...props} />}
    </Drawer>
  );
}

const yesNo = (value: unknown) => (value === true ? 'Ya' : value === false ? 'Tidak' : '-');

/** The label/value rows of a member's detail; questions that were not asked are left out. */
function detailRows(member: Member, options: FamilyOptions): [string, string][] {
  const labelOf = (list: readonly Option[], value: unknown) =>
    list.find((option) => option.value === asText(value))?.label ?? asText(value);
  const l = memberLabels;
  // The draft keeps members loosely typed: the marriage status is read back as text.
  const status = { marriage: typeof member.marriage === 'string' ? member.marriage : null };
  const rows: [label: string, value: unknown, asked?: boolean][] = [
    [l.name, member.name],
    ['Nomor KK', member.nomorKK],
    [l.idRelationship, labelOf(options.relationships, member.idRelationship)],
    [l.gender, member.gender],
    [l.jobStatus, member.jobStatus],
    [l.grade, member.grade, asksGrade(member)],
    [l.institutionName, member.institutionName],
    [l.income, formatRupiah(Number(member.income ?? 0))],
    [l.isLiveTogether, yesNo(member.isLiveTogether), asksLiveTogether(member)],
    [l.dependent, labelOf(DEPENDENT_SELECT, member.dependent)],
    [l.dependentType, member.dependentType],
    [l.marriage, member.marriage],
    [l.deadDivorceLength, member.deadDivorceLength, asksDivorceLength(status)],
    [l.provideFinance, yesNo(member.provideFinance), asksProvideFinance(status)],
  ];
  return rows.filter(([, , asked = true]) => asked).map(([label, value]) => [label, asText(value) || '-']);
}

interface FamilyMemberDetailProps {
  member: Member | null;
  locked: boolean;
  options: FamilyOptions;
  onClose: () => void;
}

/** A member's data, read only (also for a member of another KK, which cannot be changed). */
export function FamilyMemberDetail({ member, locked, options, onClose }: FamilyMemberDetailProps) {
  return (
    <Drawer opened={member != null} onClose={onClose} position="right" title="Detail anggota keluarga">
      {member && (
        <Stack gap="sm">
          {locked && <Alert color="gray">{familyMessages.otherKkLocked}</Alert>}
          {detailRows(member, options).map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
            </div>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
