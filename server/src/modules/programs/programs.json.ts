import {
  type ProgramDetail,
  programDetailSchema,
  programDocumentTypeSchema,
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

// The JSON of a part of a cached programme structure, kept as long as the structure is (decision
// 0012): encoding the sections through their schema was three quarters of the answer's CPU.
const encoded = new WeakMap<object, string>();
function encodedOnce(value: object, encode: Serialize): string {
  let json = encoded.get(value);
  if (json === undefined) {
    json = encode(value);
    encoded.set(value, json);
  }
  return json;
}

/**
 * GET /api/program/{id} as the route's response schema encodes it, key for key: the summary (open,
 * quota, schedules) encoded on every request, the documents and sections once per structure.
 */
export function programDetailJson(detail: ProgramDetail): string {
  const { programDocumentType, programSections, ...head } = detail;
  const headJson = encodeHead(head);
  const documentTypes = encodedOnce(programDocumentType, encodeDocumentTypes);
  const sections = encodedOnce(programSections, encodeSections);
  return `${headJson.slice(0, -1)},"programDocumentType":${documentTypes},"programSections":${sections}}`;
}
