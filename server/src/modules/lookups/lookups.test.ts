import { EXPENSE_TYPES, JOB_STATUSES } from '@amal/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

type List<T> = { data: T[]; total: number; page: number; rows: number };

describe('administrative areas', () => {
  it('lists the 38 provinces by name, Jawa Barat among them', async () => {
    const res = await get('/api/provinces');
    expect(res.statusCode).toBe(200);
    const body = res.json<List<{ idProvince: number; name: string }>>();
    expect(body.total).toBe(38);
    expect(body).toMatchObject({ page: 1, rows: 38 });
    expect(body.data).toContainEqual({ idProvince: 32, name: 'Jawa Barat' });
    expect(body.data[0]).toEqual({ idProvince: 11, name: 'Aceh' });
    const names = body.data.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('lists the regencies of a province, Kota Bandung in Jawa Barat', async () => {
    const res = await get('/api/regencies/byidprovince/32');
    expect(res.statusCode).toBe(200);
    const body = res.json<List<{ idRegency: number; idProvince: number; name: string }>>();
    expect(body.total).toBe(27);
    expect(body.data).toContainEqual({ idRegency: 3273, idProvince: 32, name: 'Kota Bandung' });
    expect(body.data.every((r) => r.idProvince === 32)).toBe(true);
  });

  it('lists the districts of a regency and the villages of a district', async () => {
    const districts = (await get('/api/districts/byidregency/3273')).json<
      List<{ idDistrict: number; name: string }>
    >();
    expect(districts.total).toBe(30);
    expect(districts.data).toContainEqual({ idDistrict: 327309, idRegency: 3273, name: 'Bandung Wetan' });

    const villages = (await get('/api/subdistricts/byiddistrict/327309')).json<
      List<{ idSubDistrict: number; name: string }>
    >();
    expect(villages.data).toContainEqual({ idSubDistrict: 3273091003, idDistrict: 327309, name: 'Citarum' });
    expect(villages.rows).toBe(villages.data.length);
  });

  it('answers one area by id, a 10-digit village id included', async () => {
    expect((await get('/api/province/32')).json()).toEqual({ idProvince: 32, name: 'Jawa Barat' });
    expect((await get('/api/regency/3273')).json()).toEqual({
      idRegency: 3273,
      idProvince: 32,
      name: 'Kota Bandung',
    });
    expect((await get('/api/district/327309')).json()).toEqual({
      idDistrict: 327309,
      idRegency: 3273,
      name: 'Bandung Wetan',
    });
    const village = await get('/api/subdistrict/3273091003');
    expect(village.statusCode).toBe(200);
    expect(village.json()).toEqual({ idSubDistrict: 3273091003, idDistrict: 327309, name: 'Citarum' });
  });

  it.each([
    ['/api/province/99', 'Provinsi tidak ditemukan'],
    ['/api/regency/3299', 'Kabupaten/kota tidak ditemukan'],
    ['/api/district/327399', 'Kecamatan tidak ditemukan'],
    ['/api/subdistrict/3273099999', 'Kelurahan/desa tidak ditemukan'],
    ['/api/regencies/byidprovince/99', 'Provinsi tidak ditemukan'],
    ['/api/districts/byidregency/3299', 'Kabupaten/kota tidak ditemukan'],
    ['/api/subdistricts/byiddistrict/327399', 'Kecamatan tidak ditemukan'],
    // A province id as large as a village code is no province, not a database error.
    ['/api/province/3273091003', 'ID terlalu besar'],
  ])('GET %s of an unknown area answers %s', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(message === 'ID terlalu besar' ? 400 : 404);
    expect(res.json()).toMatchObject({ statusCode: res.statusCode, message });
  });

  it.each([
    '/api/province/abc',
    '/api/regency/12.5',
    '/api/district/-3',
    '/api/subdistrict/0',
    '/api/subdistrict/99999999999',
    '/api/regencies/byidprovince/x',
    '/api/districts/byidregency/x',
    '/api/subdistricts/byiddistrict/x',
  ])('GET %s rejects the id with a 400 in Indonesian', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({
      statusCode: 400,
      message: expect.any(String),
      errors: [{ path: 'id', message: body.message }],
    });
    expect(body.message).toMatch(/^ID (harus berupa angka|harus berupa angka positif|terlalu besar)$/);
  });

  it('tells a non-numeric id apart from a too large one', async () => {
    expect((await get('/api/province/abc')).json().message).toBe('ID harus berupa angka');
    expect((await get('/api/subdistrict/99999999999')).json().message).toBe('ID terlalu besar');
  });
});

describe('reference tables', () => {
  it('are public: no login needed', async () => {
    for (const url of ['/api/banks', '/api/news', '/api/relationships', '/api/jobs']) {
      expect((await get(url)).statusCode).toBe(200);
    }
  });

  it('lists the banks by name, BSI among them', async () => {
    const body = (await get('/api/banks')).json<List<{ idBank: number; name: string }>>();
    expect(body.total).toBeGreaterThanOrEqual(40);
    expect(body.data).toContainEqual({ idBank: 5, name: 'Bank Syariah Indonesia (BSI)' });
    const names = body.data.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('has relationship 1 "lives together", 8 "self" and organisation relationships', async () => {
    const body = (await get('/api/relationships')).json<
      List<{ idRelationship: number; name: string; organization: boolean }>
    >();
    expect(body.data).toContainEqual({ idRelationship: 1, name: 'Tinggal serumah', organization: false });
    expect(body.data).toContainEqual({ idRelationship: 8, name: 'Diri sendiri', organization: false });
    expect(body.data.filter((r) => r.organization).map((r) => r.name)).toContain('Pengurus lembaga');
  });

  it('lists the job statuses exactly as the spec, in its order', async () => {
    const body = (await get('/api/jobs')).json<List<{ idJob: number; name: string }>>();
    expect(body.data.map((j) => j.name)).toEqual([...JOB_STATUSES]);
    expect(body.data.map((j) => j.idJob)).toEqual(JOB_STATUSES.map((_, i) => i + 1));
  });

  it('lists the expense types 1-11 of the spec', async () => {
    const body = (await get('/api/expensetypes')).json<List<{ idExpenseType: number; name: string }>>();
    expect(body.data).toEqual(EXPENSE_TYPES.map((t) => ({ ...t })));
  });

  it('lists residence statuses, income types and asset types', async () => {
    const residences = (await get('/api/statusresidences')).json<List<{ name: string }>>();
    expect(residences.data.map((r) => r.name)).toEqual([
      'Milik sendiri',
      'Sewa/Kontrak',
      'Menumpang',
      'Rumah dinas',
      'Wakaf/Milik lembaga',
      'Lainnya',
    ]);
    const incomes = (await get('/api/incometypes')).json<List<{ idIncomeType: number; name: string }>>();
    expect(incomes.data.map((r) => r.name)).toContain('Gaji');
    const assets = (await get('/api/assettypes')).json<List<{ idAssetType: number; name: string }>>();
    expect(assets.data.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Tanah', 'Rumah', 'Ternak', 'Lainnya']),
    );
    for (const body of [residences, incomes, assets])
      expect(body).toMatchObject({ page: 1, rows: body.total });
  });

  it('lists the news newest first with ISO dates', async () => {
    const body = (await get('/api/news')).json<
      List<{ idNews: number; title: string; publishedAt: string }>
    >();
    expect(body.total).toBeGreaterThanOrEqual(3);
    const dates = body.data.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Date(dates[0]!).toISOString()).toBe(dates[0]);
  });
});
