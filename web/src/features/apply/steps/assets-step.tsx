import { ASSET_FIRST_ITEM_HINTS, canAddAsset } from '@amal/contract/finances';
import { sectionDataSchemas } from '@amal/contract/section-data';
import { SelectField, TextField } from '../../../components/form/fields';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';
import { ListStep, savedRows } from './list-step';
import type { StepProps } from './step-props';

const EMPTY_ASSET = { idAssetType: '', name: '', size: '' };

/**
 * Assets (spec §3): type, name and size; saving needs one asset with a name and a size. "Simpan Data"
 * stays enabled: pressed too early, the first asset's missing name or size says what is needed.
 */
export function AssetsStep(props: StepProps) {
  const types = useLookupOptions(LOOKUP.assetTypes);
  // The first row's hints tell someone without assets what to write.
  const hint = (index: number, text: string) => (index === 0 ? text : undefined);
  return (
    <ListStep
      {...props}
      schema={sectionDataSchemas.assets}
      rows={savedRows(props)}
      emptyRow={EMPTY_ASSET}
      addLabel="Tambah aset"
      canAdd={canAddAsset}
      renderRow={(form, index) => (
        <>
          <SelectField
            form={form}
            name={`rows.${index}.idAssetType`}
            label="Jenis aset"
            data={types.data ?? []}
            placeholder={hint(index, ASSET_FIRST_ITEM_HINTS.type)}
            withAsterisk
          />
          <TextField
            form={form}
            name={`rows.${index}.name`}
            label="Nama aset"
            placeholder={hint(index, ASSET_FIRST_ITEM_HINTS.name)}
            withAsterisk={index === 0}
          />
          <TextField
            form={form}
            name={`rows.${index}.size`}
            label="Ukuran"
            placeholder={hint(index, ASSET_FIRST_ITEM_HINTS.size)}
            withAsterisk={index === 0}
          />
        </>
      )}
    />
  );
}
