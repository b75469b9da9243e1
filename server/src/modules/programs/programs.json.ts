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
// structure is (decision 0012): encoding the sections through their schema was three quarters of
// the answer's CPU, and measuring and encoding the 11 KB of text again on every answer a tenth.
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

// A structure meets few heads in its minute (its schedule opening, closing or filling up).
const HEADS_KEPT = 8;
const gzipped = new WeakMap<object, Map<string, Buffer>>();

/**
 * The same answer gzipped, for a browser (a phone on mobile data takes ≈ 2 KB instead of 11):
 * compressed once per kept structure and head, not on every request.
 */
export function programDetailGzip(detail: ProgramDetail): Buffer {
  const { programDocumentType, programSections, ...head } = detail;
  const headJson = encodeHead(head);
  let byHead = gzipped.get(programSections);
  if (byHead === undefined || byHead.size >= HEADS_KEPT) {
    byHead = new Map();
    gzipped.set(programSections, byHead);
  }
  let body = byHead.get(headJson);
  if (body === undefined) {
    body = gzipSync(joined(headJson, programDocumentType, programSections), { level: 9 });
    byHead.set(headJson, body);
  }
  return body;
}

const encodeList = serializerFor(programListResponseSchema, '/api/programs');
// The list is the same for every member, and changes only when a schedule opens, closes or fills.
const LISTS_KEPT = 4;
const gzippedLists = new Map<string, Buffer>();

/**
 * GET /api/programs gzipped for a browser (≈ 2 KB instead of 11 on the programme choice), compressed
 * once per distinct answer: the last few are kept, keyed by their JSON.
 */
export function programListGzip(list: ProgramListResponse): Buffer {
  const json = encodeList(list);
  let body = gzippedLists.get(json);
  if (body === undefined) {
    if (gzippedLists.size >= LISTS_KEPT) gzippedLists.delete(gzippedLists.keys().next().value!);
    body = gzipSync(json, { level: 9 });
    gzippedLists.set(json, body);
  }
  return body;
}
