import type { DeskRow, DeskSort } from '@amal/contract/desk';
import { canAnywhere, canInProgram } from '@amal/contract/staff';
import { Alert, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import type { Option } from '../../../lib/lookup-options';
import { useDesk } from '../api/get-desk';
import { useProgramStatuses } from '../api/get-program-statuses';
import '../styles';
import { bulkChoices } from '../utils/bulk-choices';
import {
  type DeskFilter,
  type DeskState,
  deskQuery,
  deskSearch,
  readDeskState,
  withFilter,
  withSort,
} from '../utils/desk-search';
import { BulkMove } from './bulk-move';
import { DeskFilters } from './desk-filters';
import { DeskTable, DeskTotal, type RowLink } from './desk-table';
import { ExportLinks } from './export-links';

type HeldRole = { idProgram: number; idRole: number };

/** What the detail's back link needs to return to the desk as it was. */
export type DeskLinkState = { deskSearch: string };

/**
 * The proposals desk: filters, sort and page in the URL (a link shows the same rows), the table,
 * and moving picked rows of one programme to a status together.
 */
export function Desk({
  programs,
  verifiers,
  roles,
}: {
  programs: Option[];
  /** The field verifiers to filter by. */
  verifiers: Option[];
  roles: readonly HeldRole[];
}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = readDeskState(params);
  const query = deskQuery(state);
  const desk = useDesk(state.page, query);
  const idProgram = state.filters.program ? Number(state.filters.program) : null;
  const statuses = useProgramStatuses(idProgram);
  const [selected, setSelected] = useState<DeskRow[]>([]);

  // Functional updates: a debounced text filter applies on the URL as it is then, not as it was.
  const change = (next: (current: DeskState) => DeskState, replace = true) => {
    setSelected([]);
    setParams((current) => deskSearch(next(readDeskState(current))), { replace });
  };
  const onFilter = (name: DeskFilter, value: string) => change((current) => withFilter(current, name, value));
  const onDays = (from: string, to: string) =>
    change((current) => withFilter(withFilter(current, 'from', from), 'to', to));
  const onSort = (sort: DeskSort) => change((current) => withSort(current, sort));
  const onPage = (page: number) => change((current) => ({ ...current, page }), false);
  const onClear = () =>
    change((current) => ({
      ...readDeskState(new URLSearchParams()),
      sort: current.sort,
      order: current.order,
    }));

  const rowLink: RowLink = (row) => ({
    to: `/admin/proposal/${row.idProposal}`,
    state: { deskSearch: location.search } satisfies DeskLinkState,
  });
  const statusOptions = (statuses.data?.data ?? []).map((status) => ({
    value: String(status.idProposalStatus),
    label: status.name,
  }));
  const choices = idProgram && statuses.data ? bulkChoices(roles, idProgram, statuses.data.data) : null;
  const selectable =
    canAnywhere(roles, 'decideStatus') &&
    (idProgram === null || canInProgram(roles, idProgram, 'decideStatus'));

  // A 400 about the days names its field: shown under the picker rather than instead of the list.
  const daysError =
    isApiError(desk.error) && desk.error.status === 400
      ? desk.error.errors.find((error) => error.path === 'to' || error.path === 'from')?.message
      : undefined;

  return (
    <Stack gap="md">
      <DeskFilters
        filters={state.filters}
        onChange={onFilter}
        onDays={onDays}
        onClear={onClear}
        programs={programs}
        verifiers={verifiers}
        statuses={statusOptions}
        daysError={daysError}
      />
      {desk.isError && !daysError && <QueryError error={desk.error} onRetry={() => desk.refetch()} />}
      {daysError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {daysError}
        </Alert>
      )}
      {desk.data && (
        <Group justify="space-between" gap="sm">
          <DeskTotal total={desk.data.total} />
          {canAnywhere(roles, 'exportProposals') && desk.data.total > 0 && <ExportLinks query={query} />}
        </Group>
      )}
      {selectable && (
        <BulkMove
          selected={selected.map((row) => row.idProposal)}
          choices={choices}
          onMoved={() => setSelected([])}
        />
      )}
      <DeskTable
        rows={desk.data?.data ?? []}
        total={desk.data?.total ?? 0}
        page={state.page}
        onPage={onPage}
        fetching={desk.isFetching}
        sort={state.sort}
        order={state.order}
        onSort={onSort}
        selectable={selectable}
        selected={selected}
        onSelected={setSelected}
        rowLink={rowLink}
      />
    </Stack>
  );
}
