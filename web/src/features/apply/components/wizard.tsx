import { apiMessages } from '@amal/contract/api-messages';
import type { DraftData } from '@amal/contract/drafts';
import type { ProgramDetail, ProgramSection } from '@amal/contract/programs';
import type { CurrentUser } from '@amal/contract/users';
import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { lookupQuery } from '../../../lib/lookup-options';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { proposalListsQueryKey } from '../../../lib/query-keys';
import { whenIdle } from '../../../lib/when-idle';
import { saveOwnFamily } from '../api/save-family-batch';
import { submitProposal } from '../api/submit-proposal';
import { stepComponent, stepLookups } from '../steps/registry';
import { asRecord, type StepProps } from '../steps/step-props';
import { clearBrowserDraft, readUnsavedStep, writeUnsavedStep } from '../utils/browser-draft';
import { proposalFromDraft } from '../utils/submission';
import { useWizardDraft } from '../utils/use-wizard-draft';
import { REVIEW_SECTION, Review } from './review';
import { SubmittedDialog } from './submitted-dialog';
import { type UnsavedValues, UnsavedValuesContext } from './unsaved-values';
import { useLeaveAfterSending } from './use-leave-after-sending';
import { WizardProgress } from './wizard-progress';

/**
 * The draft a step starts from, with what the member typed in it and did not save (kept in the
 * browser, issue 32 item 11) over its saved data: fields of a step of fields, the rows of a list.
 */
function withUnsaved(draft: DraftData, route: string, unsaved: Record<string, unknown> | null): DraftData {
  if (!unsaved) return draft;
  const saved = draft[route as keyof DraftData];
  const value =
    Array.isArray(unsaved.rows) && !('rows' in asRecord(saved))
      ? unsaved.rows
      : { ...asRecord(saved), ...unsaved };
  return { ...draft, [route]: value };
}

/** A step, drawn again only when its own props change (not with the wizard's every render). */
const WizardStep = memo(function WizardStep({ section, draft, ...props }: Omit<StepProps, 'value'>) {
  const Step = stepComponent(section.route);
  const { idProgram } = props.program;
  // Read once, when the step is first drawn: later typing is the form's own.
  const [unsaved] = useState(() => readUnsavedStep(idProgram, section.route));
  const start = useMemo(() => withUnsaved(draft, section.route, unsaved), [draft, section.route, unsaved]);
  const store = useMemo<UnsavedValues>(
    () => ({ write: (values) => writeUnsavedStep(idProgram, section.route, values) }),
    [idProgram, section.route],
  );
  return (
    <UnsavedValuesContext.Provider value={store}>
      <Step {...props} section={section} value={asRecord(start[section.route])} draft={start} />
    </UnsavedValuesContext.Provider>
  );
});

/**
 * The draft the shown step starts from: taken when the step shows (after the saves before it) and
 * kept while it is shown, so that a later merge of the draft does not draw its form again.
 */
function useShownStepDraft(step: ProgramSection | undefined, draft: { ready: boolean; data: DraftData }) {
  const kept = useRef<{ key: string; draft: DraftData } | null>(null);
  const key = step ? `${step.route}-${step.order}` : '';
  if (draft.ready && step && kept.current?.key !== key) kept.current = { key, draft: draft.data };
  return kept.current;
}

/** The programme above the steps: the same on every step, so not drawn again on a step change. */
const ProgramHeading = memo(function ProgramHeading({ name, icon }: { name: string; icon: string | null }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {icon && <Image src={icon} alt="" w={40} h={40} />}
      <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Title>
    </Group>
  );
});

const BACK_STYLES = {
  label: { whiteSpace: 'normal', textAlign: 'left' },
  inner: { justifyContent: 'flex-start' },
} as const;

/** The same element on every render, so that React does not draw it again. */
const DRAFT_NOTE = (
  <Text size="xs" c="dimmed" ta="center">
    Data tersimpan sebagai draf setiap kali Anda menekan "Simpan Data".
  </Text>
);

interface WizardProps {
  program: ProgramDetail;
  user: CurrentUser;
}

/**
 * The application wizard (spec §2): the programme's sections in order, one per "?section={order}",
 * each saved to the draft by "Simpan Data"; after the last, a review whose "Kirim Pengajuan"
 * sends the proposal once confirmed.
 */
export function Wizard({ program, user }: WizardProps) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const draft = useWizardDraft(program.idProgram);
  const submitting = useRef(false);
  const [submitted, setSubmitted] = useState<{ withProposal: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const steps = [...program.programSections].sort((a, b) => a.order - b.order);
  // "?section=ringkasan": every step's data before "Kirim Pengajuan" (issue 32 item 6).
  const reviewing = params.get('section') === REVIEW_SECTION;
  const requested = Number(params.get('section'));
  const index = reviewing
    ? steps.length
    : Math.max(
        0,
        steps.findIndex((step) => step.order === requested),
      );
  const step = steps[index];
  const next = steps[index + 1];

  const { leave, stepState } = useLeaveAfterSending(submitted !== null);

  const shown = useShownStepDraft(step, draft);
  // The shown step's save: one function through the step change.
  const saveShown = useRef<(value: unknown) => Promise<void>>(async () => undefined);
  const onSaveShown = useCallback((value: unknown) => saveShown.current(value), []);

  // The next step's lists are fetched while the member fills in this one: it opens with its options
  // there, even where the signal has gone, and is not drawn a second time when they arrive. Once the
  // page is idle: not in the way of this step's first frame.
  useEffect(() => {
    if (!draft.ready || !next) return;
    return whenIdle(() => {
      for (const path of stepLookups(next)) void queryClient.prefetchQuery(lookupQuery(path));
    });
  }, [draft.ready, next, queryClient]);

  if (draft.error) return <QueryError error={draft.error} onRetry={() => window.location.reload()} />;
  if (!draft.ready || (!step && !reviewing)) return <PageLoader />;

  const isLast = index === steps.length - 1;
  const previous = steps[index - 1];

  const submit = async (data: Record<string, unknown>, idTempProposal: number) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await saveOwnFamily(data.family, user.idUser);
      const result = await submitProposal([
        proposalFromDraft({
          idProgram: program.idProgram,
          idTempProposal,
          submissionKey: draft.submissionKey,
          data,
        }),
      ]);
      clearBrowserDraft(program.idProgram);
      // The home lists must show the new proposal on return.
      void queryClient.invalidateQueries({ queryKey: proposalListsQueryKey });
      // The sent wizard leaves the history (issue 32 item 14): closing the success dialog, or going
      // back while it shows, replaces the wizard's entry with home.
      setSubmitted({ withProposal: result.length > 0 });
    } finally {
      submitting.current = false;
    }
  };

  // "Kirim Pengajuan" confirmed on the review: the saves still on their way go first.
  const send = async () => {
    setSending(true);
    try {
      const idTempProposal = await draft.draftId({ create: true });
      await submit(draft.data, idTempProposal ?? 0);
    } catch (error) {
      notifyError(messageOf(error, apiMessages.networkError));
    } finally {
      setSending(false);
    }
  };

  const onSave = async (value: unknown) => {
    if (!step) return;
    const saved = draft.saveStep(step.route, value);
    // The step's typing is saved now: the browser's unsaved copy of it goes.
    writeUnsavedStep(program.idProgram, step.route, null);
    // The next step shows at once, while the server stores this one: the browser already holds it
    // (decision 0014). Rendered at once, not as a transition: a time-sliced render of the next step
    // is restarted by every update that comes in meanwhile (its lookups, the pointer). Scrolled up
    // first, while the page's layout is still the one drawn: after, it would lay out the new step
    // there and then, and again in the next frame.
    // A save the server did not take says so; the next save sends that step again.
    saved.catch((error) => notifyError(messageOf(error, apiMessages.networkError)));
    window.scrollTo({ top: 0 });
    // After the last step: the review, where "Kirim Pengajuan" sends the proposal.
    setParams(
      { section: isLast ? REVIEW_SECTION : String(next!.order) },
      { flushSync: true, state: stepState },
    );
  };
  saveShown.current = onSave;
  if (submitted) {
    // Nothing of the wizard behind the success dialog.
    return (
      <Stack gap="md">
        <ProgramHeading name={program.name} icon={program.icon} />
        <SubmittedDialog withProposal={submitted.withProposal} onClose={leave} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <ProgramHeading name={program.name} icon={program.icon} />
      {!reviewing && <WizardProgress steps={steps} active={index} />}
      <Card withBorder padding="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {step ? step.section.name : 'Ringkasan Pengajuan'}
          </Title>
          {reviewing && <Review steps={steps} data={draft.data} sending={sending} onSend={send} />}
          {shown && step && (
            <WizardStep
              key={shown.key}
              program={program}
              section={step}
              user={user}
              draft={shown.draft}
              onSave={onSaveShown}
              draftId={draft.draftId}
              submitLabel="Simpan Data"
            />
          )}
        </Stack>
      </Card>
      {previous && (
        // A long step name wraps on a phone rather than being cut (issue 32 item 12).
        <Button
          variant="subtle"
          h="auto"
          py={6}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          styles={BACK_STYLES}
          onClick={() => setParams({ section: String(previous.order) }, { state: stepState })}
        >
          Kembali ke {previous.section.name}
        </Button>
      )}
      {DRAFT_NOTE}
    </Stack>
  );
}
