import { gzipSync } from 'node:zlib';
import {
  type ProgramDetail,
  type ProgramListResponse,
  programDetailSchema,
  programDocumentTypeSchema,
  programListResponseSchema,
  programSectionSchema,
} from '@amal/contract/programs';
import { z } from '@amal/contract/zod';
import { type Serialize, serializerFor } from '../../lib/response-serializer.ts';

// Written as the route's own answers are (decision 0015).
const PROGRAM_ROUTE = '/api/program/:idProgram';
const encodeHead = serializerFor(
  programDetailSchema.omit({ programDocumentType: true, programSections: true }),
  PROGRAM_ROUTE,
);
const encodeDocumentTypes = serializerFor(z.array(programDocumentTypeSchema), PROGRAM_ROUTE);
const encodeSections = serializerFor(z.array(programSectionSchema), PROGRAM_ROUTE);

// The JSON of a part of a cached programme structure, as the bytes sent, kept as long as the
// structure is (decision 0012): encoding the sections through their schema again on every answer
// was most of the answer's work.
const encoded = new WeakMap<object, Buffer>();
function encodedOnce(value: object, encode: Serialize): Buffer {
  let json = encoded.get(value);
  if (json === undefined) {
    json = Buffer.from(encode(value));
    encoded.set(value, json);
  }
  return json;
}

const DOCUMENT_TYPES_KEY = Buffer.from(',"programDocumentType":');
const SECTIONS_KEY = Buffer.from(',"programSections":');
const CLOSE = Buffer.from('}');

/**
 * GET /api/program/{id} as the route's response schema encodes it, key for key: the summary (open,
 * quota, schedules) encoded on every request, the documents and sections once per structure.
 */
export function programDetailJson(detail: ProgramDetail): Buffer {
  const { programDocumentType, programSections, ...head } = detail;
  return joined(encodeHead(head), programDocumentType, programSections);
}

function joined(
  headJson: string,
  programDocumentType: ProgramDetail['programDocumentType'],
  programSections: ProgramDetail['programSections'],
): Buffer {
  return Buffer.concat([
    Buffer.from(headJson.slice(0, -1)),
    DOCUMENT_TYPES_KEY,
    encodedOnce(programDocumentType, encodeDocumentTypes),
    SECTIONS_KEY,
    encodedOnce(programSections, encodeSections),
    CLOSE,
  ]);
}

/**
 * The gzip of an answer kept under `key` among the last `size` (the oldest forgotten first): an
 * answer many members receive byte for byte alike is compressed once, not on every request.
 */
function keptGzip(kept: Map<string, Buffer>, size: number, key: string, body: () => Buffer | string): Buffer {
  let gzipped = kept.get(key);
  if (gzipped === undefined) {
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    gzipped = gzipSync(body(), { level: 9 });
    kept.set(key, gzipped);
  }
  return gzipped;
}

// A structure meets few heads in its minute (its schedule opening, closing or filling up).
const HEADS_KEPT = 8;
const gzippedByStructure = new WeakMap<object, Map<string, Buffer>>();

/**
 * The same answer gzipped, for a browser (a phone on mobile data takes a fraction of the bytes):
 * compressed once per kept structure and head, not on every request.
 */
export function programDetailGzip(detail: ProgramDetail): Buffer {
  const { programDocumentType, programSections, ...head } = detail;
  const headJson = encodeHead(head);
  let byHead = gzippedByStructure.get(programSections);
  if (byHead === undefined) {
    byHead = new Map();
    gzippedByStructure.set(programSections, byHead);
  }
  return keptGzip(byHead, HEADS_KEPT, headJson, () => joined(headJson, programDocumentType, programSections));
}

const encodeList = serializerFor(programListResponseSchema, '/api/programs');
// The list is the same for every member, and changes only when a schedule opens, closes or fills.
const LISTS_KEPT = 4;
const gzippedLists = new Map<string, Buffer>();

/** GET /api/programs gzipped for a browser, once per distinct answer. */
export function programListGzip(list: ProgramListResponse): Buffer {
  const json = encodeList(list);
  return keptGzip(gzippedLists, LISTS_KEPT, json, () => json);
}
