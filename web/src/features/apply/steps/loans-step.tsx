import { canAddLoanRow, canRemoveLoanRow, financeMessages } from '@amal/contract/finances';
import { sectionDataSchemas } from '@amal/contract/section-data';
import { RupiahField, TextField } from '../../../components/form/fields';
import { ListStep, savedRows } from './list-step';
import type { StepProps } from './step-props';

const EMPTY_LOAN = { creditor: '', nominal: '', usage: '' };

/** Loans (spec §2 step 10): a row is added once the last has a nominal; one row always stays. */
export function LoansStep(props: StepProps) {
  return (
    <ListStep
      {...props}
      schema={sectionDataSchemas.loans}
      rows={savedRows(props)}
      emptyRow={EMPTY_LOAN}
      addLabel="Tambah pinjaman"
      canAdd={canAddLoanRow}
      canRemove={canRemoveLoanRow}
      renderRow={(form, index) => (
        <>
          <TextField
            form={form}
            name={`rows.${index}.creditor`}
            label="Pemberi pinjaman"
            placeholder={financeMessages.loanNoneHint}
            withAsterisk
          />
          <RupiahField form={form} name={`rows.${index}.nominal`} label="Nominal" />
          <TextField form={form} name={`rows.${index}.usage`} label="Keperluan" />
        </>
      )}
    />
  );
}
