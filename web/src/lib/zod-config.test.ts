import { z } from '@amal/contract/zod';
import { describe, expect, it } from 'vitest';

describe("zod in the browser, under the page's Content-Security-Policy", () => {
  it('does not compile parsers, so it never probes for the eval the policy refuses', () => {
    expect(z.config().jitless).toBe(true);
  });
});
