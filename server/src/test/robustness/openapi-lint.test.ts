/**
 * The API description at /api/docs passes Redocly's recommended ruleset (issue 33): every
 * operation has an operationId and a summary, declares its security and lists its 4xx answers in
 * the contract's error shape. A rule broken is named with where it was broken, so the route to fix
 * is found at once.
 */

import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

type Response = { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> };
type Operation = { security?: Record<string, string[]>[]; responses?: Record<string, Response> };
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses?: Record<string, Response> };
};

let t: TestApp;
let doc: OpenApi;
let problems: NormalizedProblem[] = [];

const describeProblem = (problem: NormalizedProblem) =>
  `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`;

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ at: `${method} ${path}`, operation })),
  );

beforeAll(async () => {
  t = await createTestApp();
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(docs.statusCode).toBe(200);
  doc = docs.json();
  problems = await lintFromString({
    source: docs.body,
    absoluteRef: 'http://amal.test/api/docs',
    config: await createConfig({ extends: ['recommended'] }),
  });
});

afterAll(() => t?.close());

describe('the OpenAPI description', () => {
  it('describes the API', () => {
    expect(operations().length).toBeGreaterThan(50);
  });

  it('breaks no rule of severity error in the recommended ruleset', () => {
    const errors = problems.filter((problem) => problem.severity === 'error').map(describeProblem);
    expect(errors).toEqual([]);
  });

  it('gives every operation an id, a summary, its security and its 4xx answers', () => {
    const missing = problems
      .filter((problem) =>
        ['operation-operationId', 'operation-summary', 'security-defined', 'operation-4xx-response'].includes(
          problem.ruleId,
        ),
      )
      .map(describeProblem);
    expect(missing).toEqual([]);
  });

  it('answers every 4xx in the error shape', () => {
    const shared = doc.components.responses ?? {};
    const notErrorShaped = operations().flatMap(({ at, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('4'))
        .filter(([, response]) => {
          const resolved = response.$ref ? shared[response.$ref.split('/').pop()!] : response;
          return resolved?.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ApiError';
        })
        .map(([status]) => `${at} ${status}`),
    );
    expect(notErrorShaped).toEqual([]);
  });

  it('asks a session of the routes that need one, and of no public route', () => {
    const byRoute = Object.fromEntries(operations().map(({ at, operation }) => [at, operation]));
    const anonymous = (at: string) => byRoute[at]?.security?.some((way) => Object.keys(way).length === 0);
    expect(anonymous('get /api/health')).toBe(true);
    expect(anonymous('post /api/login/member')).toBe(true);
    expect(anonymous('get /api/user')).toBe(false);
    expect(byRoute['get /api/user']?.responses).toHaveProperty('401');
    expect(byRoute['get /api/programproposalstatus/program/{idProgram}']?.responses).toHaveProperty('403');
  });
});
