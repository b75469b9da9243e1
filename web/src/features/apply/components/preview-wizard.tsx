import type { DraftData } from '@amal/contract/drafts';
import type { ProgramDetail, ProgramSection } from '@amal/contract/programs';
import type { CurrentUser } from '@amal/contract/users';
import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { stepComponent } from '../steps/registry';
import { asRecord } from '../steps/step-props';
import { WizardProgress } from './wizard-progress';

/** The documents step, as a list: an upload in the preview would keep a file. */
function DocumentsPreview({ program, onNext }: { program: ProgramDetail; onNext: () => void }) {
  return (
    <>
      <Text size="sm">Pemohon mengunggah dokumen berikut (unggahan tidak aktif dalam pratinjau):</Text>
      <List size="sm" spacing={4}>
        {program.programDocumentType.map((type) => (
          <List.Item key={type.idDocumentType}>
            {type.documentType.name}
            {type.required ? ' (wajib)' : ''}
          </List.Item>
        ))}
      </List>
      <Button onClick={onNext}>Simpan Data</Button>
    </>
  );
}

/**
 * The programme's wizard as an applicant sees it (issue 36 item 7), every step with its own rules,
 * but nothing saved or sent: each step's answer stays in this page, and the end says so.
 */
export function PreviewWizard({ program, user }: { program: ProgramDetail; user: CurrentUser }) {
  const steps: ProgramSection[] = [...program.programSections].sort((a, b) => a.order - b.order);
  const [index, setIndex] = useState(0);
  const [data, setData] = useState<DraftData>({});
  const step = steps[index];
  const previous = index > 0 ? steps[index - 1] : undefined;
  const go = (to: number) => {
    window.scrollTo({ top: 0 });
    setIndex(to);
  };
  const Step = step && step.route !== 'documents' ? stepComponent(step.route) : null;
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" role="note" icon={<IconEye aria-hidden />}>
        Pratinjau: isian tidak disimpan dan tidak dikirim.
      </Alert>
      <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {program.name}
      </Title>
      {step && <WizardProgress steps={steps} active={index} />}
      <Card withBorder padding="md">
        <Stack gap="md" align={step ? undefined : 'flex-start'}>
          <Title order={2} size="h4">
            {step ? step.section.name : 'Akhir pratinjau'}
          </Title>
          {!step ? (
            <>
              <Text size="sm">Di sini pemohon memeriksa ringkasan lalu mengirim pengajuan.</Text>
              <Button variant="default" onClick={() => go(0)}>
                Ulangi dari awal
              </Button>
            </>
          ) : Step ? (
            <Step
              key={`${step.route}-${step.order}`}
              program={program}
              section={step}
              user={user}
              value={asRecord(data[step.route as keyof DraftData])}
              draft={data}
              submitLabel="Simpan Data"
              onSave={async (value) => {
                setData((current) => ({ ...current, [step.route]: value }));
                go(index + 1);
              }}
            />
          ) : (
            <DocumentsPreview program={program} onNext={() => go(index + 1)} />
          )}
        </Stack>
      </Card>
      {previous && (
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={() => go(index - 1)}
          style={{ alignSelf: 'flex-start' }}
        >
          Kembali ke {previous.section.name}
        </Button>
      )}
    </Stack>
  );
}
