/** Form values as text/number for the inputs: booleans as "true"/"false", nulls as "". */
export function toFormValues(data: unknown, names: readonly string[]): Record<string, unknown> {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return Object.fromEntries(
    names.map((name) => {
      const value = record[name];
      if (typeof value === 'boolean') return [name, String(value)];
      return [name, value ?? ''];
    }),
  );
}
