/**
 * Issue 31 item 8: a 1 MB family batch held the embedded database 16 s and wrote ≈ 15,000 rows.
 * Every array any request body may carry has a maximum, read here from the OpenAPI description the
 * server builds from the contract's schemas, so a new route cannot forget one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

type Schema = { type?: string | string[]; maxItems?: number; [key: string]: unknown };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The paths (in a body) of arrays without maxItems. */
function unbounded(schema: unknown, path: string, found: string[]) {
  if (!schema || typeof schema !== 'object') return found;
  const s = schema as Schema;
  const isArray = s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array'));
  if (isArray && s.maxItems === undefined) found.push(path);
  for (const [key, value] of Object.entries(s)) {
    if (!Array.isArray(value)) {
      unbounded(value, `${path}.${key}`, found);
      continue;
    }
    for (const [k, item] of value.entries()) unbounded(item, `${path}.${key}[${k}]`, found);
  }
  return found;
}

describe('request bodies', () => {
  it('carry no array without a maximum', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const found: string[] = [];
    let bodies = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.requestBody) continue;
        bodies += 1;
        unbounded(operation.requestBody, `${method.toUpperCase()} ${path}`, found);
      }
    }
    expect(bodies).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
