import {
  type ProgramDetail,
  programDetailSchema,
  programDocumentTypeSchema,
  programSectionSchema,
} from '@amal/contract/programs';
import { z } from '@amal/contract/zod';
import { compileJsonSerializer } from '../../lib/response-serializer.ts';

const headSchema = programDetailSchema.omit({ programDocumentType: true, programSections: true });
// Encoded on every request: compiled once, as the route's own answers are (decision 0015).
const encodeHead =
  compileJsonSerializer(headSchema) ??
  ((head: unknown) => JSON.stringify(z.encode(headSchema, head as z.output<typeof headSchema>)));
const documentTypesSchema = z.array(programDocumentTypeSchema);
const sectionsSchema = z.array(programSectionSchema);

// The JSON of a part of a cached programme structure, kept as long as the structure is (decision
// 0012): encoding the sections through their schema was three quarters of the answer's CPU.
const encoded = new WeakMap<object, string>();
function encodedOnce(value: object, schema: z.ZodType): string {
  let json = encoded.get(value);
  if (json === undefined) {
    json = JSON.stringify(z.encode(schema, value));
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
  const documentTypes = encodedOnce(programDocumentType, documentTypesSchema);
  const sections = encodedOnce(programSections, sectionsSchema);
  return `${headJson.slice(0, -1)},"programDocumentType":${documentTypes},"programSections":${sections}}`;
}
