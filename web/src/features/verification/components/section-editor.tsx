import type { DraftData } from '@amal/contract/drafts';
import type { ProgramDetail, ProgramSection } from '@amal/contract/programs';
import type { CurrentUser } from '@amal/contract/users';
import {
  type VerificationKind,
  type VerificationView,
  verificationKindOf,
  verificationMessages,
} from '@amal/contract/verification';
import { Accordion, Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconWifiOff } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { saveSection, useUpdateView } from '../api/verification-form';
import { withSavedIds } from '../utils/item-ids';
import { notifyDone } from '../utils/notify-done';
import { IncomeDeletes } from './income-deletes';
import { ReferenceVerificationForm } from './reference-form';
import { RequirementVerificationForm } from './requirement-form';
import type { SectionFormProps } from './section-form-props';
import { useKeptSave } from './use-kept-save';

export type ViewSection = VerificationView['sections'][number];

/** The applicant's wizard step, as the route hands it over (features do not import each other). */
export type WizardStep = ComponentType<{
  program: ProgramDetail;
  section: ProgramSection;
  user: CurrentUser;
  value: Record<string, unknown>;
  draft: DraftData;
  onSave: (value: unknown) => Promise<void>;
  submitLabel: string;
}>;

/** How the route draws one section's data read-only (the proposals feature's summary). */
export type DescribeAnswer = (route: string, data: unknown, family: unknown) => ReactNode;

/** The verifier's own forms; every other kind reuses the applicant's wizard step. */
const OWN_FORMS: Partial<Record<VerificationKind, ComponentType<SectionFormProps>>> = {
  requirement: RequirementVerificationForm,
  reference: ReferenceVerificationForm,
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** What each section holds now: the verifier's version, else the applicant's answer. */
const currentData = (view: VerificationView): DraftData =>
  Object.fromEntries(view.sections.map((s) => [s.route, s.verification?.data ?? s.applicant]));

/** The save the network dropped: "Coba lagi" sends it again. */
export function OfflineNotice({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{verificationMessages.offline}</Text>
        <Button size="sm" onClick={onRetry} loading={retrying}>
          {verificationMessages.retry}
        </Button>
      </Stack>
    </Alert>
  );
}

export function KeptNotice() {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
      {verificationMessages.keptOnDevice}
    </Alert>
  );
}

export function ServerErrors({ errors }: { errors: readonly { path: string; message: string }[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" variant="light" title="Periksa kembali isian berikut">
      <List size="sm" spacing={4}>
        {errors.map((error) => (
          <List.Item key={`${error.path}:${error.message}`}>{error.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** "Jawaban pemohon": the applicant's answer, folded away until asked for. */
export function ApplicantAnswer({ children }: { children: ReactNode }) {
  return (
    <Accordion variant="contained" chevronPosition="right">
      <Accordion.Item value="applicant">
        <Accordion.Control>{verificationMessages.applicantAnswer}</Accordion.Control>
        <Accordion.Panel>{children}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

interface SectionEditorProps {
  view: VerificationView;
  section: ViewSection;
  program: ProgramDetail;
  user: CurrentUser;
  stepOf: (route: string) => WizardStep;
  describe: DescribeAnswer;
}

/** One section of a kind the contract knows: its form, its saves (POST/PATCH) and what the network kept. */
function KindEditor({
  view,
  section,
  program,
  user,
  stepOf,
  kind,
}: SectionEditorProps & { kind: VerificationKind }) {
  const update = useUpdateView(view.idProposal);
  const saved = section.verification?.data;
  const keeper = useKeptSave({
    idProposal: view.idProposal,
    keyName: section.idSection,
    send: (data) =>
      saveSection(
        kind,
        {
          idProposal: view.idProposal,
          idSection: section.idSection,
          data: withSavedIds(kind, data, saved),
        },
        section.verification !== null,
      ),
    onSaved: (result) => {
      notifyDone(verificationMessages.sectionSaved);
      update((current) => ({
        ...current,
        sections: current.sections.map((s) =>
          s.idSection === result.idSection ? { ...s, verification: result } : s,
        ),
      }));
    },
  });
  const value = keeper.kept?.data ?? saved ?? section.applicant;
  const submitLabel = 'Simpan Verifikasi';
  const key = `${section.idSection}:${section.verification?.updatedAt ?? 'new'}`;
  const Own = OWN_FORMS[kind];
  const programSection =
    program.programSections.find((s) => s.idSection === section.idSection) ??
    program.programSections.find((s) => s.route === section.route);

  let form: ReactNode;
  if (Own) form = <Own key={key} value={value} onSave={keeper.save} submitLabel={submitLabel} />;
  else if (!programSection) form = <Text c="dimmed">{verificationMessages.notVerifiable}</Text>;
  else {
    const Step = stepOf(section.route);
    form = (
      <Step
        key={key}
        program={program}
        section={programSection}
        user={user}
        value={asRecord(value)}
        draft={{ ...currentData(view), [section.route]: value }}
        submitLabel={submitLabel}
        onSave={keeper.save}
      />
    );
  }
  return (
    <Stack gap="md">
      {keeper.kept && <KeptNotice />}
      {kind === 'incomes' && <IncomeDeletes view={view} section={section} />}
      <ServerErrors errors={keeper.errors} />
      {form}
      {keeper.offline && <OfflineNotice onRetry={keeper.retry} retrying={keeper.retrying} />}
    </Stack>
  );
}

/** Who saved the section last, and when. */
function SavedBy({ section }: { section: ViewSection }) {
  if (!section.verification) return null;
  return (
    <Text size="xs" c="dimmed">
      Disimpan oleh {section.verification.verifierName || 'verifikator'},{' '}
      {formatDate(section.verification.updatedAt, 'D MMMM YYYY HH:mm')} WIB
    </Text>
  );
}

/**
 * One verification section: the verifier's form prefilled with their saved version (else the
 * applicant's answer), the applicant's answer folded beside it, read-only once completed.
 */
export function SectionEditor(props: SectionEditorProps) {
  const { view, section, describe } = props;
  const kind = verificationKindOf(section.route);
  const family = view.sections.find((s) => s.route === 'family');
  const applicantFamily = family?.applicant;
  let body: ReactNode;
  if (view.completedAt) {
    body = section.verification ? (
      describe(section.route, section.verification.data, family?.verification?.data ?? applicantFamily)
    ) : (
      <Text c="dimmed">{verificationMessages.notVerified}</Text>
    );
  } else if (!kind) {
    body = <Text c="dimmed">{verificationMessages.notVerifiable}</Text>;
  } else if (kind === 'incomes' && family && !family.verification) {
    body = (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {verificationMessages.incomeBeforeFamily}
      </Alert>
    );
  } else {
    body = <KindEditor {...props} kind={kind} />;
  }
  return (
    <Stack gap="md">
      <SavedBy section={section} />
      {section.applicant != null && (
        <ApplicantAnswer>{describe(section.route, section.applicant, applicantFamily)}</ApplicantAnswer>
      )}
      {body}
    </Stack>
  );
}
