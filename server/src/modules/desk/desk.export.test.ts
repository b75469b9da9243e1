import type { DeskQueryInput } from '@amal/contract/desk';
import { deskQuerySchema } from '@amal/contract/desk';
import { parse } from 'csv-parse/sync';
import { and, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, proposals, references, referrers, users } from '../../db/schema/index.ts';
import { createMember, createProgramme, createStaff, type Member } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { csvStream } from './desk.export.ts';
import { copiedCsv, csvLines, jakartaMinute, type Named, postgresPool } from './desk.export-copy.ts';
import { deskBatches } from './desk.service.ts';

/** The export's columns, as a spreadsheet user reads them. */
const HEADINGS = [
  'No. Pengajuan',
  'Tanggal Pengajuan',
  'Program',
  'Status',
  'No. Verifikasi',
  'Nama Penerima',
  'NIP Penerima',
  'Nama Pengaju',
  'NIP Pengaju',
  'Provinsi',
  'Kabupaten/Kota',
  'Dokumen Lengkap',
];
const GENERATED = 1000;
const FIRST_NAMES = ['Ahmad', 'Budi', 'citra', 'Dewi', 'Eko', 'Fatimah', 'Gilang', 'Hana'];
const LAST_NAMES = ['Santoso', 'Lestari', 'Yani', 'Hidayat', 'Nasution'];
/** A name CSV must quote, with a backslash (which COPY's text escapes) and a `$1` (not a parameter). */
const AWKWARD_NAME = 'Siti, "Ani" \\ $1 Rahma';

let t: TestApp;
let programA: number;
let programB: number;
let superAdmin: Member;
/** PIC of A (may export there), guest of B (may only read there). */
let staffOfA: Member;
let guest: Member;
let member: Member;
/** The generated proposals of each programme. */
const generated: Record<number, Set<number>> = {};

type Res = { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> };

const search = (query: DeskQueryInput = {}) =>
  new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

const exported = (caller: Member, format: 'csv' | 'xlsx', query: DeskQueryInput = {}) =>
  t.app.inject({
    url: `/api/proposals/admin/export/${format}?${search(query)}`,
    headers: caller.headers,
  }) as Promise<Res>;

/** Every page of the desk under `query`, as the list answers it. */
async function listed(caller: Member, query: DeskQueryInput = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      url: `/api/proposals/admin/${page}/100?${search(query)}`,
      headers: caller.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { idProposal: number }[]; total: number };
    ids.push(...body.data.map((row) => row.idProposal));
    if (ids.length >= body.total || body.data.length === 0) return ids;
  }
}

function csvOf(res: Res): string[][] {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pengajuan-\d{8}-\d{4}\.csv"$/);
  // A byte-order mark first, so that a spreadsheet reads the names as UTF-8.
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(res.rawPayload, { bom: true, relaxColumnCount: false }) as string[][];
}

async function xlsxOf(res: Res): Promise<ExcelJS.Worksheet> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pengajuan-\d{8}-\d{4}\.xlsx"$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

/** The sheet's rows as arrays of cell values (exceljs's row.values start at index 1). */
const sheetRows = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

/**
 * 1,000 proposals straight in the database (no HTTP submission): recipients and applicants of eight
 * first names, one name a spreadsheet would run as a formula, one CSV must quote, some without an area; submission
 * instants that tie exactly (every 50th), or differ by microseconds within a millisecond; statuses
 * of the individual flow; documents complete or not; some verification numbers.
 */
async function generate(db: TestApp['database']['db']) {
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 60 }, (_, n) => ({
        fullName:
          n === 7
            ? '=HYPERLINK("http://contoh.test") Bambang'
            : n === 13
              ? AWKWARD_NAME
              : `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[n % LAST_NAMES.length]} ${n}`,
        nip: `ARN555-${String(10_000 + n)}`,
        gender: 'Laki-laki',
        membership: 'peserta',
        ...(n % 10 === 3 ? {} : { idProvince: 32, idRegency: 3273 }),
      })),
    )
    .returning({ idUser: users.idUser });
  const person = (n: number) => people[n % people.length]!.idUser;
  const madeReferrers = await db
    .insert(referrers)
    .values(Array.from({ length: GENERATED }, (_, n) => ({ idUser: person(n * 7) })))
    .returning({ id: referrers.idReferrer });
  const madeReferences = await db
    .insert(references)
    .values(Array.from({ length: GENERATED }, (_, n) => ({ idUser: person(n * 11 + 3) })))
    .returning({ id: references.idReference });
  const flow = [1, 4, 3, 5, 6];
  const made = await db
    .insert(proposals)
    .values(
      Array.from({ length: GENERATED }, (_, n) => ({
        idProgram: n % 10 < 7 ? programA : programB,
        idReferrer: madeReferrers[n]!.id,
        idReference: madeReferences[n]!.id,
        idProposalStatus: flow[n % flow.length]!,
        documentComplete: n % 3 !== 0,
        verificationNumber: n % 4 === 0 ? `VN-${n}` : null,
      })),
    )
    .returning({ idProposal: proposals.idProposal, idProgram: proposals.idProgram });
  for (const row of made) {
    generated[row.idProgram] ??= new Set();
    generated[row.idProgram]!.add(row.idProposal);
  }
  const ids = made.map((row) => row.idProposal);
  await db.execute(sql`
    update proposals set created_at = case
        when id_proposal % 50 = 0 then timestamptz '2026-02-10 09:15:00+07'
        else timestamptz '2026-01-01 00:00:00+07' + (id_proposal % 200) * interval '97 minutes'
             + (id_proposal % 7) * interval '1 microsecond' end
      where id_proposal between ${Math.min(...ids)} and ${Math.max(...ids)}`);
}

beforeAll(async () => {
  t = await createTestApp();
  programA = await createProgramme(t.database.db, { name: 'Program Ekspor A' });
  programB = await createProgramme(t.database.db, { name: 'Program Ekspor B' });
  await generate(t.database.db);
  superAdmin = await createStaff(t, [{ idProgram: programB, idRole: 9 }]);
  staffOfA = await createStaff(t, [
    { idProgram: programA, idRole: 3 },
    { idProgram: programB, idRole: 15 },
  ]);
  guest = await createStaff(t, [{ idProgram: programA, idRole: 15 }]);
  member = await createMember(t);
}, 120_000);

afterAll(() => t?.close());

describe('the export holds the filtered list’s rows, in its order', () => {
  it('CSV, every proposal as a super admin, newest first: the list’s ids, Indonesian headings', async () => {
    const rows = csvOf(await exported(superAdmin, 'csv'));
    expect(rows[0]).toEqual(HEADINGS);
    const ids = rows.slice(1).map((row) => Number(row[0]));
    expect(ids.length).toBeGreaterThan(GENERATED);
    expect(ids).toEqual(await listed(superAdmin));
  });

  it('CSV, staff of A filtered by programme, documents and a name prefix, sorted by name: the list’s rows', async () => {
    const query = {
      'Program.idProgram': programA,
      documentComplete: 'true',
      'reference.name': 'b',
      sort: 'name',
      order: 'asc',
    } as const;
    const rows = csvOf(await exported(staffOfA, 'csv', query)).slice(1);
    const ids = rows.map((row) => Number(row[0]));
    expect(ids.length).toBeGreaterThan(50);
    expect(ids).toEqual(await listed(staffOfA, query));
    for (const row of rows) {
      expect(row[2]).toBe('Program Ekspor A');
      expect(row[5]!.toLowerCase().startsWith('b')).toBe(true);
      expect(row[11]).toBe('Ya');
    }
  });

  it('CSV cells: the Jakarta date and time, Ya/Tidak, blanks for what is missing, no formula', async () => {
    const rows = csvOf(await exported(superAdmin, 'csv', { 'Program.idProgram': programA })).slice(1);
    const [stored] = await t.database.db
      .select({ idProposal: proposals.idProposal, createdAt: proposals.createdAt })
      .from(proposals)
      .where(and(eq(proposals.idProgram, programA), sql`id_proposal % 50 = 0`))
      .orderBy(desc(proposals.idProposal))
      .limit(1);
    const tied = rows.find((row) => Number(row[0]) === stored!.idProposal)!;
    // 09:15 WIB on 10 February, however the server's clock is set.
    expect(tied[1]).toBe('2026-02-10 09:15');
    expect(rows.some((row) => row[11] === 'Tidak')).toBe(true);
    expect(rows.some((row) => row[4] === '' && row[9] === '')).toBe(true);
    const formula = rows.find((row) => row[5]!.includes('HYPERLINK') || row[7]!.includes('HYPERLINK'));
    expect(formula).toBeDefined();
    for (const cell of formula!) expect(cell.startsWith('=')).toBe(false);
  });

  it('CSV of a name prefix with a comma, quotes, a backslash and $1: the list’s rows, the name whole', async () => {
    const query = { 'reference.name': AWKWARD_NAME.slice(0, 18), sort: 'name', order: 'asc' } as const;
    const rows = csvOf(await exported(superAdmin, 'csv', query)).slice(1);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((row) => Number(row[0]))).toEqual(await listed(superAdmin, query));
    for (const row of rows) expect(row[5]).toBe(AWKWARD_NAME);
    expect(
      csvOf(await exported(superAdmin, 'csv', { 'referrer.name': AWKWARD_NAME })).slice(1).length,
    ).toBeGreaterThan(5);
  });

  it('XLSX read back with exceljs: headings, the list’s ids for a filter and the status sort, real dates', async () => {
    const query = {
      'Program.idProgram': programA,
      from: '2026-01-02',
      to: '2026-01-10',
      sort: 'status',
      order: 'asc',
    } as const;
    const rows = sheetRows(await xlsxOf(await exported(superAdmin, 'xlsx', query)));
    expect(rows[0]).toEqual(HEADINGS);
    const ids = rows.slice(1).map((row) => row[0]);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids).toEqual(await listed(superAdmin, query));
    const [first] = await t.database.db
      .select({ createdAt: proposals.createdAt })
      .from(proposals)
      .where(eq(proposals.idProposal, ids[0] as number));
    const cell = rows[1]![1];
    expect(cell).toBeInstanceOf(Date);
    // The cell holds the Jakarta wall-clock time (a spreadsheet's date has no zone).
    const jakarta = first!.createdAt.getTime() + 7 * 3_600_000;
    expect(Math.abs((cell as Date).getTime() - jakarta)).toBeLessThan(1000);
  });

  it('XLSX date cells carry an Indonesian display format', async () => {
    const sheet = await xlsxOf(await exported(staffOfA, 'xlsx', { 'reference.name': 'dew' }));
    expect(sheet.getRow(2).getCell(2).numFmt).toMatch(/^\[\$-421\]d mmmm yyyy hh:mm/);
    expect(sheet.getRow(2).getCell(1).value).toEqual(expect.any(Number));
  });
});

// On PostgreSQL (TEST_DATABASE_URL) the rows after the first batch come through a cursor, 11 a fetch.
describe('batches: each continues after the last row of the one before (keyset, or a cursor)', () => {
  const sorts: DeskQueryInput[] = [
    {},
    { order: 'asc' },
    { sort: 'name', order: 'asc' },
    { sort: 'name', order: 'desc', documentComplete: 'false' },
    { sort: 'status', order: 'asc' },
    { sort: 'status', order: 'desc', 'reference.name': 'a' },
  ];
  it.each(sorts)(
    'batches of 7 give the list’s rows for %o, ties and microseconds included',
    async (input) => {
      const query = deskQuerySchema.parse({ 'Program.idProgram': programB, ...input });
      const ids: number[] = [];
      for await (const batch of deskBatches(t.database.db, [programB], query, 7, 11))
        ids.push(...batch.map((row) => row.idProposal));
      expect(ids.length).toBeGreaterThan(20);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(await listed(superAdmin, { 'Program.idProgram': programB, ...input }));
    },
  );
});

/** What a stream or an iterable of strings or buffers holds, as one string. */
async function textOf(chunks: AsyncIterable<string | Buffer>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
}

const silentLog = { error: () => {} } as unknown as Parameters<typeof csvStream>[1];

// On PostgreSQL (TEST_DATABASE_URL) the CSV is read with COPY: its lines are the rows' CSV, byte for byte.
describe('the CSV by COPY (PostgreSQL) is the CSV of the rows', () => {
  const sorts: DeskQueryInput[] = [
    {},
    { order: 'asc' },
    { sort: 'name', order: 'asc' },
    { sort: 'name', order: 'desc', documentComplete: 'false' },
    { sort: 'status', order: 'asc' },
    { sort: 'status', order: 'desc', 'reference.name': 'a' },
    { from: '2026-01-02', to: '2026-01-10', 'referrer.nip': 'arn555-1000' },
    { verifier: 'none', idRegency: 3273, sort: 'name', order: 'desc' },
  ];
  it.each(sorts)('first 7 rows by one COPY, the rest by another, for %o', async (input) => {
    const pool = postgresPool(t.database.db);
    if (!pool) return; // PGlite: no COPY TO STDOUT, the rows' CSV is the file.
    const query = deskQuerySchema.parse(input);
    const scope = [programA, programB];
    const rows = await textOf(csvStream(deskBatches(t.database.db, scope, query, 7, 11), silentLog));
    const lines = await textOf(
      (async function* () {
        for await (const { bytes } of copiedCsv(pool, t.database.db, scope, query, 7)) yield bytes;
      })(),
    );
    expect(lines.split('\n').length).toBeGreaterThan(20);
    expect(rows.slice(rows.indexOf('\n') + 1)).toBe(lines);
  });

  it('COPY lines the fast path leaves to strings: escapes, nulls, signs and exponents, formulas', () => {
    const cells = (entries: [number, string][]) => new Map(entries.map(([id, v]) => [id, Buffer.from(v)]));
    const names: Named = {
      program: cells([[3, 'Program Satu']]),
      status: cells([[1, 'Baru']]),
      province: cells([[32, 'Jawa Barat']]),
      regency: cells([[3273, 'Kota Bandung']]),
      longest: 12,
    };
    // COPY's text: \N is null, a backslash escapes (\\ a backslash, \t a tab, \n a line break).
    const NULL = String.raw`\N`;
    const copy = [
      [
        '7',
        '1767200400000.123',
        't',
        String.raw`\\N`,
        '3',
        '1',
        String.raw`\tTab`,
        String.raw`a\\b`,
        '-Nama',
        NULL,
        '32',
        '3273',
      ],
      ['8', '-1000.5', 'f', NULL, '3', '9', String.raw`x\ny`, '@nip', 'Biasa', 'N1', NULL, NULL],
      ['9', '1.7672004e+12', 'f', 'VN,1', '4', '1', 'Nama', NULL, '=1+1', String.raw`\\`, '32', '1'],
    ];
    const src = Buffer.from(copy.map((line) => `${line.join('\t')}\n`).join(''));
    const sink = { out: Buffer.alloc(16), at: 0, rows: 0 };
    csvLines(names, src, 0, src.length, sink);
    expect(sink.rows).toBe(3);
    expect(sink.out.subarray(0, sink.at).toString()).toBe(
      `7,${jakartaMinute(1767200400000)},Program Satu,Baru,\\N,'-Nama,,'\tTab,a\\b,Jawa Barat,Kota Bandung,Ya\n` +
        `8,${jakartaMinute(-1000.5)},Program Satu,,,Biasa,N1,"x\ny",'@nip,,,Tidak\n` +
        `9,${jakartaMinute(1.7672004e12)},,Baru,"VN,1",'=1+1,\\,Nama,,Jawa Barat,,Tidak\n`,
    );
  });

  it('a reading stopped mid-way closes its connection: the pool serves the next export', async () => {
    const pool = postgresPool(t.database.db);
    if (!pool) return;
    const query = deskQuerySchema.parse({});
    const reading = copiedCsv(pool, t.database.db, null, query, 7);
    expect((await reading.next()).done).toBe(false);
    await reading.return(undefined);
    expect(pool.waitingCount).toBe(0);
    const rows = csvOf(await exported(superAdmin, 'csv')).slice(1);
    expect(rows.map((row) => Number(row[0]))).toEqual(await listed(superAdmin));
    // The stopped COPY's backend has gone.
    let copying = 1;
    for (let tries = 0; tries < 50 && copying > 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const result = await pool.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'copy (%' and pid <> pg_backend_pid()",
      );
      copying = result.rows[0].n;
    }
    expect(copying).toBe(0);
  });
});

describe('batches stopped early', () => {
  it('leave no connection in an open transaction, stopped at the keyset batch or at the cursor’s', async () => {
    const pool = postgresPool(t.database.db);
    if (!pool) return;
    const query = deskQuerySchema.parse({});
    for (const stopAfter of [1, 2]) {
      const reading = deskBatches(t.database.db, null, query, 7, 11);
      for (let i = 0; i < stopAfter; i++) expect((await reading.next()).done).toBe(false);
      await reading.return(undefined);
      const open = await pool.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'",
      );
      expect(open.rows[0].n, `stopped after ${stopAfter}`).toBe(0);
    }
  });
});

describe('who may export what', () => {
  it('staff export only the programmes where their role may export: A’s rows, not B’s they only read', async () => {
    const ids = csvOf(await exported(staffOfA, 'csv'))
      .slice(1)
      .map((row) => Number(row[0]));
    expect(new Set(ids)).toEqual(generated[programA]);
    // The list shows both programmes: the guest role in B reads, it does not export.
    expect((await listed(staffOfA)).some((id) => generated[programB]!.has(id))).toBe(true);
  });

  it('a guest, who may only read, is refused in Indonesian (403)', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await exported(guest, format);
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body).message).toBe('Anda tidak berwenang mengunduh data pengajuan.');
    }
  });

  it('a member is refused (403), anonymous asked to log in (401)', async () => {
    expect((await exported(member, 'csv')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/proposals/admin/export/xlsx' })).statusCode).toBe(401);
  });

  it('bad filters are refused with 400 in Indonesian, before anything is read', async () => {
    const res = await t.app.inject({
      url: '/api/proposals/admin/export/csv?from=2026-03-03&to=2026-03-01',
      headers: superAdmin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'to', message: 'Tanggal awal harus sebelum tanggal akhir' }]);
    const sort = await t.app.inject({
      url: '/api/proposals/admin/export/xlsx?sort=umur',
      headers: superAdmin.headers,
    });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors[0].path).toBe('sort');
  });
});

describe('audit', () => {
  it('an export records who read how many rows under which filters', async () => {
    const query = { 'Program.idProgram': programA, documentComplete: 'false' } as const;
    const rows = csvOf(await exported(staffOfA, 'csv', query)).length - 1;
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.idUser, staffOfA.person.idUser), eq(auditEvents.action, 'desk.export')))
      .orderBy(desc(auditEvents.idAuditEvent))
      .limit(1);
    expect(event?.after).toMatchObject({
      filters: { 'Program.idProgram': programA, documentComplete: 'false', sort: 'createdAt', order: 'desc' },
      rows,
      format: 'csv',
      complete: true,
    });
  });
});
