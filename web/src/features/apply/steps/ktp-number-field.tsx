import { ktpWarnings } from '@amal/contract/ktp';
import { patternMessages } from '@amal/contract/patterns';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type StepFormApi, TextField } from './form-fields';

/**
 * The KTP number (NIK) with its hint to use the KK number when there is none, and a yellow warning
 * when the NIK disagrees with the form's gender or date of birth: a warning only, the card may be old.
 */
export function KtpNumberField({ form }: { form: StepFormApi }) {
  const [dateOfBirth, gender, nik] = form.watch(['dateOfBirth', 'gender', 'idCardNumber']) as string[];
  const warnings = ktpWarnings(nik, { gender, dateOfBirth });
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
