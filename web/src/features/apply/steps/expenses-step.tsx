import { EXPENSE_NONE_HINT, expenseShowsNoneHint } from '@amal/contract/finances';
import { sectionDataSchemas } from '@amal/contract/section-data';
import { RupiahField } from '../../../components/form/fields';
import { PageLoader } from '../../../components/ui/page-loader';
import { LOOKUP, type Option, useLookupOptions } from '../../../lib/lookup-options';
import { ListStep, type Row, savedRows } from './list-step';
import type { StepProps } from './step-props';

/** One row per expense type, with what was saved for it; types left at 0 are dropped on saving. */
const rowsFor = (types: Option[], saved: Row[]): Row[] =>
  types.map((type) => {
    const entry = saved.find((row) => String(row.idExpenseType) === type.value);
    return { idExpenseType: Number(type.value), nominal: entry?.nominal ?? '' };
  });

/** Expenses (spec §2 step 12): one monthly Rupiah amount per expense type of GET /api/expensetypes. */
export function ExpensesStep(props: StepProps) {
  const types = useLookupOptions(LOOKUP.expenseTypes);
  if (!types.data) return <PageLoader />;
  const labels = types.data;
  return (
    <ListStep
      {...props}
      schema={sectionDataSchemas.expenses}
      rows={rowsFor(labels, savedRows(props))}
      renderRow={(form, index) => {
        const type = labels[index] as Option;
        return (
          <RupiahField
            form={form}
            name={`rows.${index}.nominal`}
            label={`${type.label} (per bulan)`}
            description={expenseShowsNoneHint(Number(type.value)) ? EXPENSE_NONE_HINT : undefined}
          />
        );
      }}
    />
  );
}
