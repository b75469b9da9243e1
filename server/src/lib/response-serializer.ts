import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];
export type Serialize = (data: unknown) => string;

/**
 * Zod writes `.nullable()` as `anyOf: [X, {type: 'null'}]`, which fast-json-stringify can only
 * serialise by validating every value against each branch; `type: [X, 'null']` says the same and
 * is compiled straight.
 */
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableAsTypeList(value);
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (branches?.length !== 2) return out;
  const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
  const other = nullAt === -1 ? undefined : branches[1 - nullAt];
  if (typeof other?.type !== 'string') return out;
  const { anyOf: _, ...rest } = out;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/** The response schema compiled to a serialiser; null when JSON Schema cannot say it (a date, a transform). */
export function compileJsonSerializer(schema: z.ZodType): Serialize | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema;
    delete json.$schema;
    return fastJson(nullableAsTypeList(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * Each route's response schema compiled once into a serialiser that writes the schema's keys and
 * only those, so a field a response should not carry is never sent, as with Zod's parse, at a
 * fraction of its cost per request (decision 0015). A schema JSON Schema cannot express keeps
 * Zod's serialiser.
 */
export const serializerCompiler = (input: CompilerInput): Serialize =>
  compileJsonSerializer(input.schema as z.ZodType) ?? zodSerializerCompiler(input);
