import { publicConfigSchema } from '@amal/contract/lookups';
import { programDetailSchema } from '@amal/contract/programs';
import { proposalDetailSchema, proposalListResponseSchema } from '@amal/contract/proposals';
import { currentUserSchema } from '@amal/contract/users';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, memberAuth, type TestApp } from '../test/test-app.ts';
import {
  compileJsonSerializer,
  RESPONSE_MISMATCH,
  responseSerializerCompiler,
} from './response-serializer.ts';

const member = z.object({
  idUser: z.number().int(),
  fullName: z.string(),
  family: z.array(z.object({ fullName: z.string() })),
  bank: z.object({ name: z.string() }).nullable(),
  nickname: z.string().nullable(),
  note: z.string().optional(),
});

async function appAnswering(schema: z.ZodType, data: unknown, crossCheck = false): Promise<FastifyInstance> {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck }));
  app.get('/', { schema: { response: { 200: schema } } }, async () => data);
  await app.ready();
  return app;
}

describe('response serialiser (decision 0015)', () => {
  it('never sends a key the response schema does not declare, at any depth', async () => {
    const app = await appAnswering(member, {
      idUser: 7,
      fullName: 'Siti Aminah',
      passwordHash: '$argon2id$secret',
      family: [{ fullName: 'Budi', nik: '3201010101010001' }],
      bank: { name: 'BSI', accountNumber: '7001234567' },
      nickname: null,
    });
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '{"idUser":7,"fullName":"Siti Aminah","family":[{"fullName":"Budi"}],"bank":{"name":"BSI"},"nickname":null}',
    );
    await app.close();
  });

  it('writes null for a nullable object and leaves an absent optional key out', async () => {
    const serialize = compileJsonSerializer(member)!;
    expect(serialize({ idUser: 1, fullName: 'A', family: [], bank: null, nickname: 'Ani' })).toBe(
      '{"idUser":1,"fullName":"A","family":[],"bank":null,"nickname":"Ani"}',
    );
  });

  it('refuses an answer that lacks a required key rather than send it short', async () => {
    const app = await appAnswering(member, { idUser: 1, family: [], bank: null, nickname: null });
    expect((await app.inject({ url: '/' })).statusCode).toBe(500);
    await app.close();
  });

  it("keeps Zod's serialiser, which strips too, for a schema JSON Schema cannot express", async () => {
    const dated = z.object({ at: z.date() });
    expect(compileJsonSerializer(dated)).toBeNull();
    expect(compileJsonSerializer(z.string().transform((s) => s.length))).toBeNull();
    const app = await appAnswering(dated, { at: new Date('2026-01-02T03:04:05Z'), nik: '3201' });
    expect((await app.inject({ url: '/' })).body).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
    await app.close();
  });

  it.each([
    [
      'a union (a branch would be validated, and a row with a key too many refused)',
      z.object({
        u: z.union([z.object({ k: z.literal('a') }), z.object({ k: z.literal('b'), x: z.string() })]),
      }),
    ],
    [
      'an optional key before a required one (written after it)',
      z.object({ note: z.string().optional(), id: z.number() }),
    ],
    ['a record whose keys have a rule (not applied)', z.record(z.string().regex(/^s_/), z.number())],
    [
      'a codec (Zod writes its input side)',
      z.object({ n: z.codec(z.string(), z.number(), { decode: Number, encode: String }) }),
    ],
    ['a default (Zod refuses the missing value)', z.object({ n: z.string().default('x') })],
  ])('keeps Zod for %s', (_, schema) => {
    expect(compileJsonSerializer(schema)).toBeNull();
  });

  it('writes a nullable enum or literal with its null', () => {
    const serialize = compileJsonSerializer(
      z.object({ g: z.enum(['L', 'P']).nullable(), s: z.literal('ok').nullable() }),
    )!;
    expect(serialize({ g: null, s: null })).toBe('{"g":null,"s":null}');
    expect(serialize({ g: 'L', s: 'ok' })).toBe('{"g":"L","s":"ok"}');
  });

  it('says a fixed message when an answer cannot be written, never the value', () => {
    const serialize = compileJsonSerializer(z.object({ n: z.number() }))!;
    expect(() => serialize({ n: '3201010101010001x' })).toThrow(new Error(RESPONSE_MISMATCH));
  });

  it('under the test runner, refuses what the compiled serialiser would coerce (a null name)', async () => {
    const answer = { idUser: 1, fullName: null, family: [], bank: null, nickname: null };
    const loose = await appAnswering(member, answer);
    expect((await loose.inject({ url: '/' })).body).toContain('"fullName":""');
    const checked = await appAnswering(member, answer, true);
    expect((await checked.inject({ url: '/' })).statusCode).toBe(500);
    await Promise.all([loose.close(), checked.close()]);
  });

  it.each([
    ['the proposal list', proposalListResponseSchema],
    ['the proposal detail', proposalDetailSchema],
    ['the programme detail', programDetailSchema],
    ['the current user', currentUserSchema],
    ['the public configuration', publicConfigSchema],
  ])('compiles %s, a request the home and wizard pages make, without falling back', (_, schema) => {
    expect(compileJsonSerializer(schema)).not.toBeNull();
  });
});

describe("the app's answers, written as Zod's serialiser would write them", () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ authorization } = await memberAuth(t, 'ARN101-10001'));
  });
  afterAll(() => t.close());

  it.each([
    ['/api/user', currentUserSchema],
    ['/api/config', publicConfigSchema],
    ['/api/program/3', programDetailSchema],
    ['/api/proposals/referer/1/4', proposalListResponseSchema],
    ['/api/proposal/referer/1', proposalDetailSchema],
  ])('%s', async (url, schema) => {
    const res = await t.app.inject({ url, headers: { authorization } });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeGreaterThan(20);
    const byZod = zodSerializerCompiler({ schema, method: 'GET', url });
    expect(res.body).toBe(byZod(res.json()));
  });
});
