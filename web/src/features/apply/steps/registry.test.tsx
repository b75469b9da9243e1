import type { ProgramSection } from '@amal/contract/programs';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOOKUP } from '../../../lib/lookup-options';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock';
import { STEP_REGISTRY, stepLookups } from './registry';
import { renderStep } from './step-test-helpers';

const TABLES = new Set<string>(Object.values(LOOKUP).map((table) => table.path));

describe('the lookups the wizard fetches ahead of a step (decision 0016)', () => {
  for (const [route, Step] of Object.entries(STEP_REGISTRY)) {
    it(`${route}: the tables its fields list when it shows`, async () => {
      const fetchMock = mockFetch({});
      renderStep(Step, { route });
      const expected = stepLookups({ route, properties: [] } as unknown as ProgramSection);
      const listed = () =>
        [...new Set(calledRoutes(fetchMock).map((call) => call.replace('GET /api', '')))]
          .filter((path) => TABLES.has(path))
          .sort();
      await waitFor(() => expect(listed()).toEqual(expected.map((table) => table.path).sort()));
    });
  }
});
