import { isNoLoan } from '@amal/contract/finances';
import { formatRupiah } from '../../../lib/format';
import { asNumber, isBlank, type LookupNames } from './format-value';
import type { SummaryContext, SummaryField, SummaryRow } from './section-summary';

type Item = Record<string, unknown>;

const text = (value: unknown) => (isBlank(value) ? undefined : String(value));
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' · ') || undefined;
const nominalOf = (item: Item) => {
  const n = asNumber(item.nominal);
  return Number.isFinite(n) ? n : null;
};

interface ListStep {
  /** Each row has an amount in Rupiah (summed under the list). */
  money: boolean;
  /** The row's heading when its type cannot be named (its lookup failed). */
  fallback: string;
  label: (item: Item, names: LookupNames) => string | undefined;
  value?: (item: Item) => string | undefined;
  note?: (item: Item, context: SummaryContext) => string | undefined;
}

const none: LookupNames = () => undefined;

/** The list steps, each row read as "type: amount" with what else it says under it. */
const LIST_STEPS: Record<string, ListStep> = {
  expenses: {
    money: true,
    fallback: 'Pengeluaran',
    label: (item, names) => names('expensetypes', item.idExpenseType),
    note: (item) => text(item.description),
  },
  incomes: {
    money: true,
    fallback: 'Pendapatan',
    label: (item, names) => names('incometypes', item.idIncomeType),
    // Whose income and from which job.
    note: (item, context) =>
      joined(context.members?.get(asNumber(item.idFamily)), (context.names ?? none)('jobs', item.idJob)),
  },
  loans: {
    money: true,
    fallback: 'Pinjaman',
    label: (item) => text(item.creditor),
    note: (item) => joined(item.usage, item.description),
  },
  assets: {
    money: false,
    fallback: 'Aset',
    label: (item, names) => names('assettypes', item.idAssetType),
    value: (item) => [item.name, item.size].map(text).filter(Boolean).join(', ') || undefined,
  },
};

function toRow(step: ListStep, item: Item, context: SummaryContext): SummaryRow | null {
  const nominal = nominalOf(item);
  const value = step.money ? (nominal === null ? undefined : formatRupiah(nominal)) : step.value?.(item);
  if (value === undefined) return null;
  const label = step.label(item, context.names ?? none) ?? step.fallback;
  const note = step.note?.(item, context);
  return note ? { label, value, note } : { label, value };
}

/** "Tidak ada" as creditor or a nominal of 0 is how the loans step says there is no loan. */
const NO_LOAN: SummaryField = { kind: 'value', label: '', value: 'Tidak ada pinjaman' };

/**
 * A list step (expenses, incomes, loans, assets) as compact rows, money lists with their total;
 * null for a list this page does not know, which is then shown as records.
 */
export function listSummary(items: readonly Item[], context: SummaryContext): SummaryField[] | null {
  const step = LIST_STEPS[context.route];
  if (!step) return null;
  const kept = context.route === 'loans' ? items.filter((item) => !isNoLoan(item)) : items;
  if (context.route === 'loans' && items.length > 0 && kept.length === 0) return [NO_LOAN];
  const rows = kept.flatMap((item) => toRow(step, item, context) ?? []);
  if (rows.length === 0) return [];
  const total = kept.reduce((sum, item) => sum + (nominalOf(item) ?? 0), 0);
  return [
    {
      kind: 'rows',
      label: '',
      rows,
      money: step.money,
      ...(step.money && rows.length > 1 ? { total: formatRupiah(total) } : {}),
    },
  ];
}
