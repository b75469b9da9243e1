import { lookupsEndpoints } from '@amal/contract/lookups';
import { Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useArea } from '../lib/areas';

export interface AreaAddressValue {
  idProvince: number | null;
  idRegency: number | null;
  idDistrict: number | null;
  idSubDistrict: number | null;
  fullAddress: string | null;
  rt: string | null;
  rw: string | null;
  postalCode: string | null;
}

/** The name of an area once loaded; a short skeleton while loading, nothing when unknown. */
function AreaName({ query, prefix }: { query: UseQueryResult<{ name: string }>; prefix?: string }) {
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <Skeleton
        component="span"
        display="inline-block"
        h="0.9em"
        w="6rem"
        role="status"
        aria-label="Memuat wilayah"
      />
    );
  }
  if (!query.data) return null;
  return <>{prefix ? `${prefix} ${query.data.name}` : query.data.name}</>;
}

const isEmpty = (address: AreaAddressValue) =>
  Object.values(address).every((value) => value === null || value === '');

/**
 * An address as people write it, with the area names fetched from the area endpoints:
 * street; RT/RW; village, district; regency, province and postal code.
 */
export function AreaAddress({ address }: { address: AreaAddressValue }) {
  const province = useArea(lookupsEndpoints.province, address.idProvince);
  const regency = useArea(lookupsEndpoints.regency, address.idRegency);
  const district = useArea(lookupsEndpoints.district, address.idDistrict);
  const subdistrict = useArea(lookupsEndpoints.subdistrict, address.idSubDistrict);

  if (isEmpty(address)) {
    return (
      <Text span c="dimmed" size="sm">
        Belum diisi
      </Text>
    );
  }

  const rtRw = [address.rt && `RT ${address.rt}`, address.rw && `RW ${address.rw}`].filter(Boolean).join('/');
  return (
    <Text component="span" display="block" size="sm">
      {address.fullAddress && <span style={{ display: 'block' }}>{address.fullAddress}</span>}
      {rtRw && <span style={{ display: 'block' }}>{rtRw}</span>}
      {(address.idSubDistrict || address.idDistrict) && (
        <span style={{ display: 'block' }}>
          <AreaName query={subdistrict} prefix="Kel./Desa" />
          {address.idSubDistrict && address.idDistrict ? ', ' : null}
          <AreaName query={district} prefix="Kec." />
        </span>
      )}
      {(address.idRegency || address.idProvince || address.postalCode) && (
        <span style={{ display: 'block' }}>
          <AreaName query={regency} />
          {address.idRegency && address.idProvince ? ', ' : null}
          <AreaName query={province} />
          {address.postalCode ? ` ${address.postalCode}` : null}
        </span>
      )}
    </Text>
  );
}
