import { lookupsEndpoints } from '@amal/contract/lookups';
import type { AreaEndpoint } from '../../../lib/areas';

/** The Indonesian label of each field a member page writes, as the history names a change. */
const LABELS: Record<string, string> = {
  fullName: 'Nama lengkap',
  whatsappNumber: 'Nomor WhatsApp',
  gender: 'Jenis kelamin',
  placeOfBirth: 'Tempat lahir',
  dateOfBirth: 'Tanggal lahir',
  marriage: 'Status pernikahan',
  idCardNumber: 'Nomor KTP',
  nomorKK: 'Nomor KK',
  idProvince: 'Provinsi',
  idRegency: 'Kabupaten/Kota',
  idDistrict: 'Kecamatan',
  idSubDistrict: 'Kelurahan/Desa',
  fullAddress: 'Alamat lengkap',
  rt: 'RT',
  rw: 'RW',
  postalCode: 'Kode pos',
};

/** "Provinsi", "Kecamatan (KTP)" for the KTP address; the field's own name when unknown. */
export function fieldLabel(field: string): string {
  const official = field.endsWith('Official');
  const base = official ? field.slice(0, -'Official'.length) : field;
  const label = LABELS[base] ?? field;
  return official ? `${label} (KTP)` : label;
}

const AREAS: Record<string, AreaEndpoint> = {
  idProvince: lookupsEndpoints.province,
  idRegency: lookupsEndpoints.regency,
  idDistrict: lookupsEndpoints.district,
  idSubDistrict: lookupsEndpoints.subdistrict,
};

/** The area endpoint that names a field's id (a province, …), or none for a field that is not an area. */
export const areaOfField = (field: string): AreaEndpoint | undefined => AREAS[field.replace(/Official$/, '')];
