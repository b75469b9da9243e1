import { type AuditEvent, auditActionName } from '@amal/contract/audit';
import { lookupsEndpoints } from '@amal/contract/lookups';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { QueryError } from '../../../components/ui/query-error';
import { useArea } from '../../../lib/areas';
import { formatDate } from '../../../lib/format';
import { useMemberAudit } from '../api/get-member-audit';
import { areaOfField, fieldLabel } from '../utils/field-labels';

type Values = Record<string, unknown>;
const asValues = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {};

/** A value as the history shows it: an area by its name, a date in Indonesian, "–" for none. */
function ChangeValue({ field, value }: { field: string; value: unknown }) {
  const area = areaOfField(field);
  const id = area && typeof value === 'number' ? value : null;
  // A field that is no area asks nothing (the id is null).
  const named = useArea(area ?? lookupsEndpoints.province, id);
  if (value === null || value === undefined || value === '') return <>–</>;
  if (id !== null) return <>{named.data?.name ?? String(value)}</>;
  if (field === 'dateOfBirth' && typeof value === 'string') return <>{formatDate(value, 'D MMMM YYYY')}</>;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

/** A correction's fields, each "Label: before → after"; any other event, what it records after. */
function EventDetail({ event }: { event: AuditEvent }) {
  const before = asValues(event.before);
  const after = asValues(event.after);
  const fields = Object.keys(after);
  if (fields.length === 0) return null;
  const changed = event.action === 'member.update';
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {fields.map((field) => (
        <Text component="li" size="sm" key={field}>
          <Text span size="sm" fw={600}>
            {fieldLabel(field)}:
          </Text>{' '}
          {changed ? (
            <>
              <ChangeValue field={field} value={before[field]} /> →{' '}
              <ChangeValue field={field} value={after[field]} />
            </>
          ) : (
            <ChangeValue field={field} value={after[field]} />
          )}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Page "riwayat": what staff did to or read of the member, oldest first (the audit log), each
 * correction field by field, before and after.
 */
export function MemberHistory({ idUser, fullName }: { idUser: number; fullName: string }) {
  const audit = useMemberAudit(idUser, true);
  if (audit.isPending) return <Skeleton height={160} radius="md" />;
  if (audit.isError) return <QueryError error={audit.error} onRetry={() => audit.refetch()} />;
  const events = audit.data.data;
  if (events.length === 0) return <Text c="dimmed">Belum ada catatan.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>Riwayat perubahan data {fullName}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Waktu</Table.Th>
            <Table.Th>Oleh</Table.Th>
            <Table.Th>Tindakan</Table.Th>
            <Table.Th>Rincian</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.idAuditEvent} style={{ verticalAlign: 'top' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(event.createdAt, 'D MMM YYYY, HH.mm')}
              </Table.Td>
              <Table.Td>{event.by}</Table.Td>
              <Table.Td>{auditActionName(event.action)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <EventDetail event={event} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
