/**
 * The desk's rows as a file (issue 34): every row of the filtered, sorted desk, as CSV or as an
 * Excel workbook, streamed. Rows are read in batches (deskBatches) and written as they come, with
 * the reply's back-pressure: the whole result is never in memory, whatever its size. The CSV on
 * PostgreSQL is read with COPY and its lines written as they come (desk.export-copy.ts, decision
 * 0038).
 */
import { PassThrough, pipeline, Readable } from 'node:stream';
import { type DeskQuery, deskMessages } from '@amal/contract/desk';
import { programsWhere } from '@amal/contract/staff';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { copiedCsv, csvCell, inertText, jakartaMinute, postgresPool } from './desk.export-copy.ts';
import { type DeskRecord, type DeskScope, deskBatches } from './desk.service.ts';

export type ExportFormat = 'csv' | 'xlsx';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What the description says each format answers. */
export const EXPORT_PRODUCES: Record<ExportFormat, string[]> = {
  csv: ['text/csv'],
  xlsx: [CONTENT_TYPES.xlsx],
};

/** Rows read from the database at a time. */
const BATCH_ROWS = 1000;

/** WIB is UTC+7 all year. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/**
 * The Jakarta wall-clock time of an instant, as a Date whose UTC fields read it: a spreadsheet's
 * date cell has no time zone, so it holds the time as it was on a clock in Jakarta.
 */
const jakartaClock = (instant: Date) => new Date(instant.getTime() + JAKARTA_OFFSET_MS);

/** `YYYY-MM-DD HH:mm`, Jakarta time: what a spreadsheet reads as a date and time. */
export const jakartaDateTime = (instant: Date) => jakartaMinute(instant.getTime());

/** `pengajuan-YYYYMMDD-HHmm.csv`, at the export's Jakarta time. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  const stamp = jakartaDateTime(now).replace(/[-:]/g, '').replace(' ', '-');
  return `pengajuan-${stamp}.${format}`;
}

/** The columns, in order: their Indonesian heading, the cell of a row, and the workbook's look. */
const COLUMNS: {
  heading: string;
  cell: (row: DeskRecord) => string | number | Date;
  width: number;
  numFmt?: string;
}[] = [
  { heading: 'No. Pengajuan', cell: (r) => r.idProposal, width: 14 },
  {
    heading: 'Tanggal Pengajuan',
    cell: (r) => r.createdAt,
    width: 24,
    // Indonesian month names ([$-421] is Indonesian), Jakarta time.
    numFmt: '[$-421]d mmmm yyyy hh:mm "WIB"',
  },
  { heading: 'Program', cell: (r) => r.program.name, width: 36 },
  { heading: 'Status', cell: (r) => r.status.name, width: 24 },
  { heading: 'No. Verifikasi', cell: (r) => r.verificationNumber ?? '', width: 18 },
  { heading: 'Nama Penerima', cell: (r) => r.referenceName, width: 28 },
  { heading: 'NIP Penerima', cell: (r) => r.referenceNip ?? '', width: 16 },
  { heading: 'Nama Pengaju', cell: (r) => r.referrerName, width: 28 },
  { heading: 'NIP Pengaju', cell: (r) => r.referrerNip ?? '', width: 16 },
  { heading: 'Provinsi', cell: (r) => r.province ?? '', width: 22 },
  { heading: 'Kabupaten/Kota', cell: (r) => r.regency ?? '', width: 26 },
  { heading: 'Dokumen Lengkap', cell: (r) => (r.documentComplete ? 'Ya' : 'Tidak'), width: 16 },
];

/** The headings of the file, in order. */
export const EXPORT_HEADINGS = COLUMNS.map((column) => column.heading);

function csvRecord(row: DeskRecord): (string | number)[] {
  return COLUMNS.map(({ cell }) => {
    const value = cell(row);
    if (value instanceof Date) return jakartaDateTime(value);
    return typeof value === 'string' ? inertText(value) : value;
  });
}

function xlsxRecord(row: DeskRecord): (string | number | Date)[] {
  return COLUMNS.map(({ cell }) => {
    const value = cell(row);
    return value instanceof Date ? jakartaClock(value) : value;
  });
}

/** Resolves once the stream has taken what it holds, or has closed (an abandoned download). */
const drained = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/**
 * The batches of the export, and its audit row once they end: an export is a staff read of many
 * proposals. Also written when the download is abandoned (complete: false), with the rows read.
 */
async function* audited<T>(
  db: Db,
  user: AuthUser,
  batches: AsyncIterable<T>,
  rowsOf: (batch: T) => number,
  filters: DeskQuery,
  format: ExportFormat,
  log: FastifyBaseLogger,
): AsyncGenerator<T> {
  let rows = 0;
  let complete = false;
  try {
    for await (const batch of batches) {
      rows += rowsOf(batch);
      yield batch;
    }
    complete = true;
  } finally {
    await recordAudit(db, {
      idUser: user.idUser,
      action: 'desk.export',
      after: { filters, rows, format, complete },
    }).catch((error: unknown) => log.error({ err: error }, 'the export’s audit row was not written'));
  }
}

async function* csvRecords(batches: AsyncIterable<DeskRecord[]>) {
  for await (const batch of batches) for (const row of batch) yield csvRecord(row);
}

/**
 * CSV with a byte-order mark (so that a spreadsheet reads UTF-8) and a heading line, from rows (on
 * PGlite; the tests set it beside the COPY's lines).
 */
export function csvStream(batches: AsyncIterable<DeskRecord[]>, log: FastifyBaseLogger): Readable {
  return pipeline(
    Readable.from(csvRecords(batches)),
    stringify({ bom: true, header: true, columns: EXPORT_HEADINGS }),
    (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        log.error({ err: error }, 'CSV export failed');
    },
  );
}

/** The file's heading line, as csv-stringify writes it (csvStream). */
const CSV_HEADING = Buffer.from(`\ufeff${EXPORT_HEADINGS.map(csvCell).join(',')}\n`);

/** CSV from COPY's lines (copiedCsv): the same bytes as csvStream writes from the rows. */
async function* copiedCsvFile(lines: AsyncIterable<{ bytes: Buffer }>) {
  let heading: Buffer | undefined = CSV_HEADING;
  for await (const { bytes } of lines) {
    yield heading ? Buffer.concat([heading, bytes]) : bytes;
    heading = undefined;
  }
  if (heading) yield heading;
}

function copiedCsvStream(lines: AsyncIterable<{ bytes: Buffer }>, log: FastifyBaseLogger): Readable {
  const stream = Readable.from(copiedCsvFile(lines), { objectMode: false });
  stream.on('error', (error) => log.error({ err: error }, 'CSV export failed'));
  return stream;
}

/**
 * An Excel workbook written by exceljs's streaming writer: each row committed as it comes (inline
 * strings, no shared-string table growing with the rows), the next batch read only once the reply
 * has taken what was written.
 */
function xlsxStream(batches: AsyncIterable<DeskRecord[]>, log: FastifyBaseLogger): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Pengajuan', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ heading, width, numFmt }) => ({
    header: heading,
    width,
    ...(numFmt ? { style: { numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const batch of batches) {
      if (out.destroyed) return; // the download was abandoned: the loop's end ends the reading
      for (const row of batch) sheet.addRow(xlsxRecord(row)).commit();
      if (out.writableNeedDrain) await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log.error({ err: error }, 'XLSX export failed');
    out.destroy(error as Error);
  });
  return out;
}

/**
 * GET /api/proposals/admin/export/{csv,xlsx}: the caller's desk under `query`, every page, limited
 * to the programmes where they may export (403 where none).
 */
export function exportDesk(
  db: Db,
  user: AuthUser,
  query: DeskQuery,
  format: ExportFormat,
  reply: FastifyReply,
  log: FastifyBaseLogger,
) {
  const scope: DeskScope = programsWhere(user.roles, 'exportProposals');
  if (scope !== null && scope.length === 0) throw forbidden(deskMessages.exportNotAllowed);
  const pool = postgresPool(db);
  const body =
    format === 'csv' && pool
      ? copiedCsvStream(
          audited(db, user, copiedCsv(pool, db, scope, query, BATCH_ROWS), (l) => l.rows, query, format, log),
          log,
        )
      : (format === 'csv' ? csvStream : xlsxStream)(
          audited(db, user, deskBatches(db, scope, query, BATCH_ROWS), (b) => b.length, query, format, log),
          log,
        );
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(body);
}
