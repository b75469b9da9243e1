import { GENDERS, MARRIAGE_STATUSES } from '@amal/contract/applicant';
import { MEMBER_PAGE_FIELDS, type MemberDetail, memberPersonalFormSchema } from '@amal/contract/members';
import { patternMessages } from '@amal/contract/patterns';
import { SimpleGrid } from '@mantine/core';
import { useUpdateMemberPersonal } from '../api/update-member-personal';
import { personalValues } from '../utils/member-form';
import { CorrectionForm } from './correction-form';
import { ChoiceField, TextField } from './fields';

/**
 * Page "data-diri": the member's identity, birth, marital status and KTP and KK numbers, with the
 * personal-data step's rules. A KTP, KK or WhatsApp number that is someone else's is refused by the
 * server and shown under its field.
 */
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
  return (
    <CorrectionForm
      key={member.updatedAt}
      schema={memberPersonalFormSchema}
      defaultValues={personalValues(member)}
      fields={MEMBER_PAGE_FIELDS['data-diri']}
      editable={editable}
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
            <TextField
              form={form}
              name="whatsappNumber"
              label="Nomor WhatsApp"
              description={patternMessages.whatsappHint}
              inputMode="tel"
              withAsterisk
            />
            <ChoiceField form={form} name="gender" label="Jenis kelamin" values={GENDERS} withAsterisk />
            <TextField form={form} name="placeOfBirth" label="Tempat lahir" withAsterisk />
            <TextField form={form} name="dateOfBirth" label="Tanggal lahir" type="date" withAsterisk />
            <ChoiceField form={form} name="marriage" label="Status pernikahan" values={MARRIAGE_STATUSES} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
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
