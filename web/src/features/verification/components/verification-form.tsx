import { apiMessages } from '@amal/contract/api-messages';
import type { ProgramDetail } from '@amal/contract/programs';
import type { CurrentUser } from '@amal/contract/users';
import { sectionsLeft, type VerificationView, verificationMessages } from '@amal/contract/verification';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { messageOf } from '../../../lib/notify-error';
import { completeVerification, useUpdateView } from '../api/verification-form';
import { notifyDone } from '../utils/notify-done';
import { DocumentsSection } from './documents-section';
import { HandoverSection } from './handover-section';
import { PretestSection } from './pretest-section';
import { type DescribeAnswer, SectionEditor, type ViewSection, type WizardStep } from './section-editor';
import { VisitForm } from './visit-form';

/** The query value of the visit record's page (spec §2 numbers the sections; the visit is not one). */
export const VISIT_SECTION = 'kunjungan';

const isVerified = (view: VerificationView, section: ViewSection) =>
  section.route === 'documents' ? view.documents.length > 0 : section.verification !== null;

function StatusBadge({ done }: { done: boolean }) {
  return (
    <Badge variant="light" color={done ? 'teal' : 'orange'} tt="none" style={{ flexShrink: 0 }}>
      {done ? verificationMessages.verified : verificationMessages.notVerified}
    </Badge>
  );
}

/** One line of the section list: a link to the section's form, with whether it is verified. */
function SectionLink({ to, name, done }: { to: string; name: string; done: boolean }) {
  return (
    <Card withBorder padding={0} component="li">
      <Anchor
        component={Link}
        to={to}
        underline="never"
        c="inherit"
        p="sm"
        style={{ display: 'block', minHeight: 48 }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={500} style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
            {name}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <StatusBadge done={done} />
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Group>
      </Anchor>
    </Card>
  );
}

/** "Selesaikan verifikasi": the server says what is still missing, else it locks the record. */
function Completion({ view }: { view: VerificationView }) {
  const update = useUpdateView(view.idProposal);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const complete = async () => {
    setSending(true);
    setFailure(null);
    try {
      const done = await completeVerification(view.idProposal);
      notifyDone(verificationMessages.completed);
      update((current) => ({ ...current, completedAt: done.completedAt }));
    } catch (error) {
      setFailure(messageOf(error, apiMessages.networkError));
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" variant="light" role="alert" title="Verifikasi belum dapat diselesaikan">
          {failure}
        </Alert>
      )}
      <Button size="md" onClick={complete} loading={sending} leftSection={<IconCircleCheck aria-hidden />}>
        {verificationMessages.completeButton}
      </Button>
    </Stack>
  );
}

function Overview({ view, path }: { view: VerificationView; path: string }) {
  const sections = [...view.sections].sort((a, b) => a.order - b.order);
  return (
    <Stack gap="lg">
      <Stack component="nav" gap="sm" aria-labelledby="sections-title">
        <Title id="sections-title" order={2} size="h4">
          Bagian verifikasi
        </Title>
        <Text size="sm" c="dimmed">
          {sectionsLeft(view).length === 0
            ? 'Semua bagian sudah diverifikasi'
            : `${sectionsLeft(view).length} dari ${view.sections.length} bagian belum diverifikasi`}
        </Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {sections.map((section) => (
            <SectionLink
              key={section.idSection}
              to={`${path}?section=${section.order}`}
              name={section.name}
              done={isVerified(view, section)}
            />
          ))}
          <SectionLink
            to={`${path}?section=${VISIT_SECTION}`}
            name={verificationMessages.visitRecord}
            done={view.visit !== null}
          />
        </Stack>
      </Stack>
      {view.pretest && <PretestSection view={view} />}
      {view.handoverEnabled && <HandoverSection view={view} />}
      {!view.completedAt && <Completion view={view} />}
    </Stack>
  );
}

/** A section's own page: back to the list, the form, and on to the next section. */
function SectionPage({
  view,
  path,
  title,
  next,
  children,
}: {
  view: VerificationView;
  path: string;
  title: string;
  next: { to: string; name: string } | null;
  children: React.ReactNode;
}) {
  return (
    <Stack gap="md">
      <Anchor component={Link} to={path} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconChevronLeft size={16} aria-hidden />
          Semua bagian
        </Group>
      </Anchor>
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {view.completedAt && (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          {verificationMessages.locked}
        </Alert>
      )}
      {children}
      {next && (
        <Button
          component={Link}
          to={next.to}
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
        >
          Lanjut: {next.name}
        </Button>
      )}
    </Stack>
  );
}

interface VerificationFormProps {
  view: VerificationView;
  program: ProgramDetail;
  user: CurrentUser;
  stepOf: (route: string) => WizardStep;
  describe: DescribeAnswer;
}

/**
 * The field verifier's form (spec §2 "/verifikasi/{idProposal}/form-verifikasi", issue 35): the
 * sections with their state, `?section={order}` opening one, the visit record, pretest, handover and
 * completion; read-only once completed.
 */
export function VerificationForm({ view, program, user, stepOf, describe }: VerificationFormProps) {
  const [params] = useSearchParams();
  const path = `/verifikasi/${view.idProposal}/form-verifikasi`;
  const sections = [...view.sections].sort((a, b) => a.order - b.order);
  const chosen = params.get('section');
  const area = [view.area.district, view.area.regency, view.area.province].filter(Boolean).join(', ');
  const index = sections.findIndex((s) => String(s.order) === chosen);
  const section = sections[index];
  const after = sections[index + 1];
  const next = section
    ? after
      ? { to: `${path}?section=${after.order}`, name: after.name }
      : { to: `${path}?section=${VISIT_SECTION}`, name: verificationMessages.visitRecord }
    : null;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {view.name}
        </Title>
        <Text size="sm">{view.program.name}</Text>
        {area && (
          <Text size="sm" c="dimmed">
            {area}
          </Text>
        )}
        {view.visit?.verificationDate && (
          <Text size="sm" c="dimmed">
            Rencana kunjungan {formatDate(view.visit.verificationDate)}
          </Text>
        )}
      </Stack>
      {view.completedAt && !section && chosen !== VISIT_SECTION && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={verificationMessages.completed}
        >
          {formatDate(view.completedAt, 'dddd, D MMMM YYYY HH:mm')} WIB. {verificationMessages.locked}
        </Alert>
      )}
      {section ? (
        <SectionPage view={view} path={path} title={section.name} next={next}>
          {section.route === 'documents' ? (
            <DocumentsSection view={view} program={program} formPath={path} />
          ) : (
            <SectionEditor
              view={view}
              section={section}
              program={program}
              user={user}
              stepOf={stepOf}
              describe={describe}
            />
          )}
        </SectionPage>
      ) : chosen === VISIT_SECTION ? (
        <SectionPage view={view} path={path} title={verificationMessages.visitRecord} next={null}>
          <VisitForm view={view} />
        </SectionPage>
      ) : (
        <Overview view={view} path={path} />
      )}
    </Stack>
  );
}
