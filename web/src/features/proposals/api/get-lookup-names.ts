import { useQueries } from '@tanstack/react-query';
import { type LookupTable, lookupName, lookupQuery, toOption } from '../../../lib/lookup-options';
import { type LookupNames, lookupNamesFrom } from '../utils/format-value';

/**
 * The names of the rows of some lookup tables (banks, expense types, …), to show a saved id as what
 * it means, each table under the name the catalogue gives it ("banks"). The same queries as the
 * wizard's (lookupQuery), so a table it loaded is not fetched again: each once per page load.
 */
export function useLookupNames(tables: readonly LookupTable[]): { names: LookupNames; isPending: boolean } {
  return useQueries({
    queries: tables.map((table) => lookupQuery(table)),
    combine: (results) => ({
      names: lookupNamesFrom(
        Object.fromEntries(
          tables.map((table, index) => {
            const rows = results[index]?.data?.data ?? [];
            return [
              lookupName(table),
              Object.fromEntries(rows.map((row) => toOption(row)).map((o) => [o.value, o.label])),
            ];
          }),
        ),
      ),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
