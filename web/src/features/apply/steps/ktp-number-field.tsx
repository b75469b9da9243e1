import { decodeKtp, ktpWarnings } from '@amal/contract/ktp';
import { lookupsEndpoints } from '@amal/contract/lookups';
import { patternMessages } from '@amal/contract/patterns';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { type FieldForm as StepFormApi, TextField } from '../../../components/form/fields';
import { useArea } from '../../../lib/areas';

/**
 * The district the NIK's region code names, as the area data knows it: [id] when it exists, []
 * when the area data has no such district, undefined while unknown (then it is not judged).
 */
function useKnownDistrict(nik: string | undefined): number[] | undefined {
  const decoded = nik ? decodeKtp(nik) : null;
  const district = useArea(lookupsEndpoints.district, decoded?.districtId ?? null);
  if (!decoded) return undefined;
  if (district.isSuccess) return [decoded.districtId];
  const missing = district.error && 'status' in district.error && district.error.status === 404;
  return missing ? [] : undefined;
}

/**
 * The KTP number (NIK) with its hint to use the KK number when there is none, and a yellow warning
 * when the NIK disagrees with the form's gender or date of birth: a warning only, the card may be old.
 */
export function KtpNumberField({ form }: { form: StepFormApi }) {
  const [dateOfBirth, gender, nik] = useWatch({
    control: form.control,
    name: ['dateOfBirth', 'gender', 'idCardNumber'],
  }) as string[];
  const knownDistrictIds = useKnownDistrict(nik);
  const warnings = ktpWarnings(nik, { gender, dateOfBirth, knownDistrictIds });
  return (
    <>
      <TextField
        form={form}
        name="idCardNumber"
        label="Nomor KTP"
        description={patternMessages.ktpHint}
        inputMode="numeric"
        maxLength={16}
      />
      {warnings.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title="Periksa nomor KTP">
          <List size="sm">
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
