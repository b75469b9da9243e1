import type { ListResponse } from '@amal/contract/api';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toOption } from '../../../lib/lookup-options';
import { type LookupNames, lookupNamesFrom } from '../utils/format-value';

type LookupList = ListResponse<Record<string, unknown>>;

// Same key and fetcher as useLookupOptions, so a table the wizard loaded is not fetched again.
const lookupQuery = (path: string) => ({
  queryKey: ['lookup', path],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<LookupList>(`/${path}`, signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The names of the rows of some lookup tables (GET /api/{path}: banks, expensetypes, …), to show
 * a saved id as what it means. Reference data: each table is fetched once per page load.
 */
export function useLookupNames(paths: readonly string[]): { names: LookupNames; isPending: boolean } {
  return useQueries({
    queries: paths.map(lookupQuery),
    combine: (results) => ({
      names: lookupNamesFrom(
        Object.fromEntries(
          paths.map((path, index) => {
            const rows = results[index]?.data?.data ?? [];
            return [path, Object.fromEntries(rows.map(toOption).map((o) => [o.value, o.label]))];
          }),
        ),
      ),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
