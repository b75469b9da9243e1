import {
  type Assessment,
  type AssessmentView,
  assessmentMessages,
  RECOMMENDATION_LABELS,
} from '@amal/contract/assessment';
import { Alert, Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import '../styles';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAssessment, useRecompute } from '../api/assessment';
import { AssessmentForm } from './assessment-form';
import { ScoreCard } from './score-card';

/** One saved assessment: who, what they recommend and why, the score they judged on, and a recomputation. */
function AssessmentCard({ assessment, idProposal }: { assessment: Assessment; idProposal: number }) {
  const recompute = useRecompute(idProposal);
  const who = assessment.assessor.fullName;
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          <Badge variant="light" tt="none">
            {RECOMMENDATION_LABELS[assessment.recommendation]}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {assessment.note}
        </Text>
        <Text size="xs" c="dimmed">
          Disimpan {formatDate(assessment.updatedAt, 'D MMMM YYYY HH:mm')} WIB
        </Text>
        <ScoreCard snapshot={assessment.snapshot} caption={`Skor saat dinilai oleh ${who}`} />
        {assessment.recomputation && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Dihitung ulang dengan aturan terbaru
            </Text>
            <ScoreCard snapshot={assessment.recomputation} caption={`Skor hitung ulang penilaian ${who}`} />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={recompute.isPending}
            aria-label={`Hitung ulang penilaian ${who}`}
            onClick={() =>
              recompute.mutate(assessment.idVerificationAssesor, {
                onSuccess: () =>
                  notifications.show({ color: 'teal', message: assessmentMessages.recomputed }),
              })
            }
          >
            Hitung ulang
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Loaded({ view }: { view: AssessmentView }) {
  const others = view.assessments.filter((a) => a.idVerificationAssesor !== view.own?.idVerificationAssesor);
  const shown = view.own ? [view.own, ...others] : others;
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={view.missing > 0 ? 'orange' : 'teal'} tt="none">
          {assessmentMessages.count(view.count, view.program.minimumAssesor)}
        </Badge>
      </Group>
      {view.missing > 0 && (
        <Text size="sm" c="dimmed">
          Masih dibutuhkan {view.missing} penilaian lagi sebelum pengajuan dapat melewati tahap penilaian.
        </Text>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">
          Skor saat ini
        </Title>
        <Text size="xs" c="dimmed">
          {view.currentRule.description}
        </Text>
        <ScoreCard snapshot={view.current} caption="Skor saat ini" />
      </Stack>
      {view.canAssess && !view.status.final && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {view.own ? 'Ubah penilaian Anda' : 'Penilaian Anda'}
          </Title>
          <AssessmentForm idProposal={view.idProposal} own={view.own} />
        </Stack>
      )}
      {view.canAssess && view.status.final && (
        <Alert color="gray" variant="light">
          {assessmentMessages.decided}
        </Alert>
      )}
      {shown.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Penilaian yang sudah disimpan
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((assessment) => (
              <AssessmentCard
                key={assessment.idVerificationAssesor}
                assessment={assessment}
                idProposal={view.idProposal}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * "Penilaian assessor" on the staff proposal page (issue 36): the score explained, the assessor's own
 * recommendation, and the assessments kept with what they judged on. Nothing for whoever may not
 * read it (404).
 */
export function AssessmentPanel({ idProposal }: { idProposal: number }) {
  const assessment = useAssessment(idProposal);
  if (assessment.isError && isApiError(assessment.error) && assessment.error.status === 404) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="assessment-title">
      <Stack gap="sm">
        <Title id="assessment-title" order={2} size="h4">
          Penilaian assessor
        </Title>
        {assessment.isPending ? (
          <Skeleton h={160} radius="md" />
        ) : assessment.isError ? (
          <QueryError error={assessment.error} onRetry={() => assessment.refetch()} />
        ) : (
          <Loaded view={assessment.data} />
        )}
      </Stack>
    </Paper>
  );
}
