import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import 'dayjs/locale/id';
import { useState } from 'react';
import { jakartaToday } from '../../../lib/format';

// The month and year controls keep their visible text ("November 2026") as their name.
const ARIA_LABELS = {
  nextMonth: 'Bulan berikutnya',
  previousMonth: 'Bulan sebelumnya',
  nextYear: 'Tahun berikutnya',
  previousYear: 'Tahun sebelumnya',
  nextDecade: 'Dekade berikutnya',
  previousDecade: 'Dekade sebelumnya',
};

const PLACEHOLDER = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

/**
 * "Tanggal pengajuan": a range of Jakarta calendar days ("YYYY-MM-DD", as the route reads them). A
 * range is applied once both ends are picked, or when it is cleared; the days after today in
 * Jakarta cannot be picked.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
  error,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  error?: string;
}) {
  const [picking, setPicking] = useState<DatesRangeValue<string> | null>(null);
  const value: DatesRangeValue<string> = picking ?? [from || null, to || null];
  return (
    // Mantine draws weekends in red.6, below AA contrast on either scheme: no weekend colour.
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1, weekendDays: [] }}>
      <DatePickerInput
        type="range"
        label="Tanggal pengajuan"
        placeholder="Semua tanggal"
        valueFormat="D MMM YYYY"
        clearable
        allowSingleDateInRange
        // Another month's days are drawn faint, below AA contrast: not drawn at all.
        hideOutsideDates
        maxDate={jakartaToday()}
        ariaLabels={ARIA_LABELS}
        clearButtonProps={{ 'aria-label': 'Hapus tanggal' }}
        // The picker draws its placeholder as text, which must keep AA contrast (Mantine's is 2:1).
        styles={PLACEHOLDER}
        value={value}
        error={error}
        // A range left half picked is dropped: the filter keeps what it was.
        onDropdownClose={() => setPicking(null)}
        onChange={(next) => {
          const [start, end] = next;
          if (start && !end) {
            setPicking(next);
            return;
          }
          setPicking(null);
          onChange(start ?? '', end ?? '');
        }}
      />
    </DatesProvider>
  );
}
