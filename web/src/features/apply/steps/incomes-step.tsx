import { financeMessages } from '@amal/contract/finances';
import { sectionDataSchemas } from '@amal/contract/section-data';
import { RupiahField, SelectField } from '../../../components/form/fields';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';
import { ListStep, savedRows } from './list-step';
import { asRecord, type StepProps } from './step-props';

const EMPTY_INCOME = { idIncomeType: '', idFamily: '', idJob: '', nominal: '' };

/** The family members already stored (they have an id) as options for who earns an income. */
function memberOptions(family: unknown) {
  const members = asRecord(family).members;
  if (!Array.isArray(members)) return [];
  return members
    .map(asRecord)
    .filter((member) => member.idFamily != null)
    .map((member) => ({ value: String(member.idFamily), label: String(member.name ?? '') }));
}

/** Incomes (spec §5 "Incomes"): type, family member, job and nominal, with add and remove. */
export function IncomesStep(props: StepProps) {
  const types = useLookupOptions(LOOKUP.incomeTypes);
  const jobs = useLookupOptions(LOOKUP.jobs);
  const members = memberOptions(props.draft.family);
  return (
    <ListStep
      {...props}
      schema={sectionDataSchemas.incomes}
      rows={savedRows(props)}
      emptyRow={EMPTY_INCOME}
      addLabel="Tambah pendapatan"
      renderRow={(form, index) => (
        <>
          <SelectField
            form={form}
            name={`rows.${index}.idIncomeType`}
            label="Jenis pendapatan"
            data={types.data ?? []}
            withAsterisk
          />
          {members.length > 0 && (
            <SelectField
              form={form}
              name={`rows.${index}.idFamily`}
              label="Anggota keluarga"
              data={members}
              clearable
            />
          )}
          <SelectField
            form={form}
            name={`rows.${index}.idJob`}
            label="Pekerjaan"
            data={jobs.data ?? []}
            clearable
          />
          <RupiahField
            form={form}
            name={`rows.${index}.nominal`}
            label="Nominal per bulan"
            description={financeMessages.incomeNominalHint}
          />
        </>
      )}
    />
  );
}
