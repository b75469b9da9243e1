import { Alert, List, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconInfoCircle } from '@tabler/icons-react';
import { StepForm } from '../components/step-form';
import type { StepProps } from './step-props';

/** The programme's documents as a checklist: they are uploaded once the proposal is sent. */
export function DocumentsStep({ program, section, value, onSave, submitLabel }: StepProps) {
  const days = program.dayLimitUploadDocument;
  return (
    <StepForm properties={section.properties} defaultValues={value} onSave={onSave} submitLabel={submitLabel}>
      {() => (
        <>
          <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title="Unggah dokumen">
            Dokumen di bawah ini diunggah setelah pengajuan dikirim
            {days > 0 ? `, paling lambat ${days} hari setelahnya` : ''}, melalui tombol "Lengkapi pengajuan"
            di beranda.
          </Alert>
          <List
            spacing="xs"
            aria-label="Dokumen yang diperlukan"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light">
                <IconFileText size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {program.programDocumentType.map((doc) => (
              <List.Item key={doc.idDocumentType}>
                <Text span>{doc.documentType.name}</Text>
                {!doc.required && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    (opsional)
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </StepForm>
  );
}
