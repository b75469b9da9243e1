import { EmptyState, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { applicablePrograms, programAvailability } from '../../../lib/program-availability';
import { usePrograms } from '../api/get-programs';
import { ProgramCard } from './program-card';

/** "/pengajuan-bantuan": the programmes one may apply to, open ones first. */
export function ProgramChoice({ now = new Date() }: { now?: Date }) {
  const programs = usePrograms();
  if (programs.isPending) return <PageLoader />;
  if (programs.isError) return <QueryError error={programs.error} onRetry={() => programs.refetch()} />;

  const rows = applicablePrograms(programs.data.data)
    .map((program) => ({ program, availability: programAvailability(program, now) }))
    .sort((a, b) => Number(b.availability.open) - Number(a.availability.open));

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Ajukan Bantuan
        </Title>
        <Text c="dimmed">Pilih program bantuan yang ingin Anda ajukan.</Text>
      </Stack>
      {rows.length === 0 ? (
        <EmptyState icon={<IconInbox size={28} aria-hidden />} title="Belum ada program" size="sm" />
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map(({ program, availability }) => (
            <ProgramCard key={program.idProgram} program={program} availability={availability} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
