import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { programs, provinces, seedVersions } from '../schema/index.ts';
import { PROGRAMS } from './catalogue.ts';
import { seedReference } from './reference.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TABLES = [
  'provinces',
  'regencies',
  'districts',
  'subdistricts',
  'banks',
  'relationships',
  'jobs',
  'status_residences',
  'expense_types',
  'income_types',
  'asset_types',
  'roles',
  'news',
  'sections',
  'document_types',
  'proposal_statuses',
  'role_proposal_statuses',
  'programs',
  'program_schedules',
  'program_sections',
  'section_properties',
  'program_document_types',
  'program_proposal_statuses',
  'seed_versions',
];

async function counts(): Promise<Record<string, number>> {
  const selects = TABLES.map(
    (table) => sql`(select count(*)::int from ${sql.identifier(table)}) as ${sql.identifier(table)}`,
  );
  const result = await t.database.db.execute(sql`select ${sql.join(selects, sql`, `)}`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
}

describe('seedReference', () => {
  it('seeded every area of idn-area-data and the whole catalogue', async () => {
    expect(await counts()).toMatchObject({
      provinces: 38,
      regencies: 514,
      districts: 7285,
      subdistricts: 83762,
      programs: PROGRAMS.length,
      jobs: 19,
      expense_types: 11,
      roles: 13,
      seed_versions: 4,
    });
  });

  it('skips every data set on a restart', async () => {
    const before = await counts();
    const report = await seedReference(t.database.db);
    expect(report.map((r) => r.seeded)).toEqual([false, false, false, false]);
    expect(await counts()).toEqual(before);
  });

  it('leaves the same rows when it runs again from scratch (versions forgotten)', async () => {
    const before = await counts();
    await t.database.db.delete(seedVersions);
    const report = await seedReference(t.database.db);
    expect(report.every((r) => r.seeded)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('refreshes reference names on a new version but keeps what admins changed in the catalogue', async () => {
    const db = t.database.db;
    await db.update(provinces).set({ name: 'Jabar' }).where(eq(provinces.idProvince, 32));
    await db.update(programs).set({ name: 'Santunan Dhuafa 2027' }).where(eq(programs.idProgram, 10));
    await db.delete(seedVersions).where(inArray(seedVersions.dataset, ['areas', 'catalogue']));
    await seedReference(db);
    const [province] = await db.select().from(provinces).where(eq(provinces.idProvince, 32));
    expect(province!.name).toBe('Jawa Barat');
    const [program] = await db.select().from(programs).where(eq(programs.idProgram, 10));
    expect(program!.name).toBe('Santunan Dhuafa 2027');
  });
});
