import { GENDERS, MARRIAGE_STATUSES } from '@amal/contract/applicant';
import { MEMBER_PAGE_FIELDS, type MemberDetail, memberPersonalFormSchema } from '@amal/contract/members';
import { patternMessages } from '@amal/contract/patterns';
import { DataList, SimpleGrid } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { useUpdateMemberPersonal } from '../api/update-member-personal';
import { personalValues } from '../utils/member-form';
import { CorrectionForm } from './correction-form';
import { ChoiceField, TextField } from './fields';

/**
 * Page "data-diri": the member's identity, birth, marital status and KTP and KK numbers, with the
 * personal-data step's rules. A KTP, KK or WhatsApp number that is someone else's is refused by the
 * server and shown under its field.
 */
/** The page as text, for a record the caller may read but not correct. */
function ReadOnlyPersonal({ member }: { member: MemberDetail }) {
  const rows: [string, string | null][] = [
    ['Nama lengkap', member.fullName],
    ['Nomor WhatsApp', member.whatsappNumber],
    ['Jenis kelamin', member.gender],
    [
      'Tempat, tanggal lahir',
      [member.placeOfBirth, member.dateOfBirth && formatDate(member.dateOfBirth, 'D MMMM YYYY')]
        .filter(Boolean)
        .join(', ') || null,
    ],
    ['Status pernikahan', member.marriage],
    ['Nomor KTP (NIK)', member.idCardNumber],
    ['Nomor KK', member.nomorKK],
  ];
  return (
    <DataList>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value ?? '–'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

export function PersonalForm({
  member,
  editable,
  reload,
}: {
  member: MemberDetail;
  editable: boolean;
  reload: () => Promise<unknown>;
}) {
  const update = useUpdateMemberPersonal();
  if (!editable) return <ReadOnlyPersonal member={member} />;
  return (
    <CorrectionForm
      key={member.updatedAt}
      schema={memberPersonalFormSchema}
      defaultValues={personalValues(member)}
      fields={MEMBER_PAGE_FIELDS['data-diri']}
      reload={reload}
      save={(values) =>
        update.mutateAsync({
          nip: member.nip,
          body: { ...values, updatedAt: member.updatedAt } as Parameters<
            typeof update.mutateAsync
          >[0]['body'],
        })
      }
    >
      {(form) => (
        <>
          <TextField form={form} name="fullName" label="Nama lengkap" withAsterisk />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ChoiceField form={form} name="gender" label="Jenis kelamin" values={GENDERS} withAsterisk />
            <ChoiceField form={form} name="marriage" label="Status pernikahan" values={MARRIAGE_STATUSES} />
            <TextField form={form} name="placeOfBirth" label="Tempat lahir" withAsterisk />
            <TextField form={form} name="dateOfBirth" label="Tanggal lahir" type="date" withAsterisk />
          </SimpleGrid>
          {/* Each with its hint, so that the inputs of a row line up. */}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <TextField
              form={form}
              name="whatsappNumber"
              label="Nomor WhatsApp"
              description={patternMessages.whatsappHint}
              inputMode="tel"
              withAsterisk
            />
            <TextField
              form={form}
              name="idCardNumber"
              label="Nomor KTP (NIK)"
              description={patternMessages.ktpHint}
              inputMode="numeric"
              maxLength={16}
            />
            <TextField
              form={form}
              name="nomorKK"
              label="Nomor KK"
              description="16 digit angka, sesuai kartu keluarga"
              inputMode="numeric"
              maxLength={16}
            />
          </SimpleGrid>
        </>
      )}
    </CorrectionForm>
  );
}
