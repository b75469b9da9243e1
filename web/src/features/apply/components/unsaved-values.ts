import { createContext, useContext } from 'react';

/**
 * Where a step's form keeps what the member types before "Simpan Data" (issue 32 item 11): the
 * wizard gives each step one bound to its programme and route; a step rendered alone has none.
 */
export interface UnsavedValues {
  write: (values: Record<string, unknown>) => void;
}

export const UnsavedValuesContext = createContext<UnsavedValues | null>(null);

export const useUnsavedValues = () => useContext(UnsavedValuesContext);

/** How long typing must pause before the values are written to the browser. */
export const UNSAVED_WRITE_DELAY_MS = 400;
