import { MEMBER_PAGE_FIELDS, type MemberDetail, memberAddressFormSchema } from '@amal/contract/members';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AreaAddress } from '../../../components/area-address';
import { useUpdateMemberAddress } from '../api/update-member-address';
import { addressValues, sameAddress } from '../utils/member-form';
import { CorrectionForm, type MemberForm } from './correction-form';

/** The address fields the page draws: the wizard's own (province → village, "same as domicile"). */
export type AddressFieldsRenderer = (form: MemberForm) => ReactNode;

/** Both addresses as text, for a record the caller may read but not correct. */
function ReadOnlyAddresses({ member }: { member: MemberDetail }) {
  const official = {
    idProvince: member.idProvinceOfficial,
    idRegency: member.idRegencyOfficial,
    idDistrict: member.idDistrictOfficial,
    idSubDistrict: member.idSubDistrictOfficial,
    fullAddress: member.fullAddressOfficial,
    rt: member.rtOfficial,
    rw: member.rwOfficial,
    postalCode: member.postalCodeOfficial,
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap={4}>
        <Text fw={600}>Alamat domisili</Text>
        <AreaAddress address={member} />
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>Alamat sesuai KTP</Text>
        {sameAddress(member) ? (
          <Text size="sm">Sama dengan alamat domisili</Text>
        ) : (
          <AreaAddress address={official} />
        )}
      </Stack>
    </SimpleGrid>
  );
}

/**
 * Page "alamat": the domicile and KTP addresses with Indonesia's areas, as the wizard asks them.
 * The fields come from the page (`fields`), which composes the wizard's address fields.
 */
export function AddressForm({
  member,
  editable,
  reload,
  fields,
}: {
  member: MemberDetail;
  editable: boolean;
  reload: () => Promise<unknown>;
  fields: AddressFieldsRenderer;
}) {
  const update = useUpdateMemberAddress();
  if (!editable) return <ReadOnlyAddresses member={member} />;
  return (
    <CorrectionForm
      key={member.updatedAt}
      schema={memberAddressFormSchema}
      defaultValues={addressValues(member)}
      fields={MEMBER_PAGE_FIELDS.alamat}
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
      {fields}
    </CorrectionForm>
  );
}
