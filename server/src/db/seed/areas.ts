import { areaCodeToId } from '@amal/contract/lookups';
import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import { districts, provinces, regencies, subdistricts } from '../schema/index.ts';
import { bulkUpsert, type Executor } from './batch.ts';

/**
 * Bump when the area data changes: the idn-area-data release the rows come from. A new version
 * upserts names and adds new areas; areas that vanish from the source are kept, since addresses
 * already stored may point at them.
 */
export const AREAS_VERSION = 'idn-area-data@4.0.1';

/** Every Indonesian administrative area, from the idn-area-data package (Kemendagri codes). */
export async function loadAreas() {
  const [provinceRows, regencyRows, districtRows, villageRows] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
    getVillages(),
  ]);
  return {
    provinces: provinceRows.map((r) => ({ idProvince: areaCodeToId(r.code), name: r.name })),
    regencies: regencyRows.map((r) => ({
      idRegency: areaCodeToId(r.code),
      idProvince: areaCodeToId(r.province_code),
      name: r.name,
    })),
    districts: districtRows.map((r) => ({
      idDistrict: areaCodeToId(r.code),
      idRegency: areaCodeToId(r.regency_code),
      name: r.name,
    })),
    subdistricts: villageRows.map((r) => ({
      idSubDistrict: areaCodeToId(r.code),
      idDistrict: areaCodeToId(r.district_code),
      name: r.name,
    })),
  };
}

/**
 * Inserts (or refreshes) all 38 provinces, 514 regencies, 7285 districts and 83762 villages.
 * Upserts on the code: a later release may rename an area (or, rarely, move it).
 */
export async function seedAreas(db: Executor) {
  const areas = await loadAreas();
  await bulkUpsert(db, provinces, areas.provinces, { update: ['name'] });
  await bulkUpsert(db, regencies, areas.regencies, { update: ['name', 'idProvince'] });
  await bulkUpsert(db, districts, areas.districts, { update: ['name', 'idRegency'] });
  await bulkUpsert(db, subdistricts, areas.subdistricts, { update: ['name', 'idDistrict'] });
}
