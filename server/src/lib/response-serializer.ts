import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];
export type Serialize = (data: unknown) => string;

/** Said instead of the serialiser's own error, which quotes the value: a log must not keep it. */
export const RESPONSE_MISMATCH = "Response doesn't match the schema";

/**
 * Zod constructs whose JSON Schema does not say what Zod's serialiser writes: a codec or pipe
 * (Zod writes its input side), a default or catch (Zod refuses what is missing), a union or an
 * intersection (fast-json-stringify validates to pick a branch, and refuses a row with a key too
 * many instead of dropping it), a tuple, a lazy (recursive) schema.
 */
const KEPT_ON_ZOD = new Set([
  'pipe',
  'default',
  'prefault',
  'catch',
  'union',
  'intersection',
  'tuple',
  'lazy',
]);

function refuseUnsafe(ctx: { zodSchema: unknown }) {
  const def = (ctx.zodSchema as z.ZodType)._zod.def as { type: string; keyType?: z.ZodType };
  const plainKeys = def.keyType?._zod.def.type === 'string' && !def.keyType._zod.def.checks?.length;
  // A record's key rule becomes `propertyNames`, which fast-json-stringify does not apply.
  if (KEPT_ON_ZOD.has(def.type) || (def.type === 'record' && !plainKeys)) {
    throw new Error(`kept on Zod: ${def.type}`);
  }
}

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
  const { const: only, enum: values, ...shape } = other;
  const allowed = Array.isArray(values) ? [...values, null] : only !== undefined ? [only, null] : undefined;
  return { ...rest, ...shape, type: [other.type, 'null'], ...(allowed ? { enum: allowed } : {}) };
}

/**
 * What fast-json-stringify would write differently from Zod: a branch to choose (left after the
 * rewrite above) or a reference, or an optional key before a required one (it writes the required
 * keys first; Zod keeps the schema's order).
 */
function writesLikeZod(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(writesLikeZod);
  if (node === null || typeof node !== 'object') return true;
  const schema = node as JsonSchema;
  if (['anyOf', 'oneOf', 'allOf', 'if', 'not', '$ref'].some((key) => key in schema)) return false;
  if (schema.properties && typeof schema.properties === 'object') {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const keys = Object.keys(schema.properties);
    const firstOptional = keys.findIndex((key) => !required.has(key));
    if (firstOptional !== -1 && keys.slice(firstOptional).some((key) => required.has(key))) return false;
  }
  return Object.values(schema).every(writesLikeZod);
}

const compiled = new WeakMap<z.ZodType, Serialize | null>();

/** The response schema compiled to a serialiser; null when it would not write what Zod writes. */
export function compileJsonSerializer(schema: z.ZodType): Serialize | null {
  if (compiled.has(schema)) return compiled.get(schema)!;
  let serialize: Serialize | null = null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', override: refuseUnsafe });
    delete (json as JsonSchema).$schema;
    const rewritten = nullableAsTypeList(json);
    if (writesLikeZod(rewritten)) {
      const stringify = fastJson(rewritten as Parameters<typeof fastJson>[0]);
      serialize = (data) => {
        try {
          return stringify(data);
        } catch {
          throw new Error(RESPONSE_MISMATCH);
        }
      };
    }
  } catch {
    // Kept on Zod's serialiser.
  }
  compiled.set(schema, serialize);
  return serialize;
}

/**
 * Each route's response schema compiled once into a serialiser that writes the schema's keys and
 * only those, so a field a response should not carry is never sent, as with Zod's parse, at a
 * fraction of its cost per request (decision 0015). A schema it cannot write as Zod does keeps
 * Zod's serialiser. `crossCheck` (under the test runner) also runs
 * Zod's and refuses an answer the two would write differently: a null or a value of the wrong
 * type, which the compiled one would coerce.
 */
export const responseSerializerCompiler =
  ({ crossCheck }: { crossCheck: boolean }) =>
  (input: CompilerInput): Serialize => {
    const fast = compileJsonSerializer(input.schema as z.ZodType);
    if (!fast) return zodSerializerCompiler(input);
    if (!crossCheck) return fast;
    const zod = zodSerializerCompiler(input);
    return (data) => {
      const json = fast(data);
      if (json !== zod(data)) throw new Error(`${RESPONSE_MISMATCH}: ${input.method} ${input.url}`);
      return json;
    };
  };

/** The app's serialisers: cross-checked by Zod's under the test runner only. */
export const serializerCompiler = responseSerializerCompiler({ crossCheck: process.env.NODE_ENV === 'test' });

/** A GET answer's serialiser, for JSON written outside a route (the member home page, a cached programme). */
export const serializerFor = (schema: z.ZodType, url: string): Serialize =>
  serializerCompiler({ schema, method: 'GET', url });
