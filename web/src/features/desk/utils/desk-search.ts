import { DESK_SORTS, DESK_UNASSIGNED, type DeskQueryInput, type DeskSort } from '@amal/contract/desk';

/** The desk's rows per page. */
export const DESK_PAGE_ROWS = 25;

/**
 * The desk's filters as the page's URL names them (`/admin/proposal?program=10&referenceName=siti`),
 * so that a link shows the same rows to whoever opens it.
 */
export const DESK_FILTERS = [
  'program',
  'status',
  'referrerNip',
  'referrerName',
  'referenceNip',
  'referenceName',
  'verificationNumber',
  'province',
  'regency',
  'from',
  'to',
  'documents',
  'verifier',
] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];
export type DeskFilters = Record<DeskFilter, string>;

export type DeskOrder = 'asc' | 'desc';

/** What the desk shows: its filters (empty: not filtered), sort and page, all read off the URL. */
export interface DeskState {
  filters: DeskFilters;
  sort: DeskSort;
  order: DeskOrder;
  page: number;
}

export const DEFAULT_SORT: DeskSort = 'createdAt';
/** Each column's first order: the newest first, names and statuses from the top. */
export const FIRST_ORDER: Record<DeskSort, DeskOrder> = { createdAt: 'desc', name: 'asc', status: 'asc' };

/** "Semua" / "Lengkap" / "Belum lengkap" as the URL spells them. */
export const DOCUMENT_CHOICES = { complete: 'true', incomplete: 'false' } as const;

/** The filters a change of another clears: a status of the programme, a regency of the province. */
const DEPENDENTS: Partial<Record<DeskFilter, DeskFilter[]>> = {
  program: ['status'],
  province: ['regency'],
};

const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** What a filter may hold: ids and days are dropped when they are not, rather than answered 400. */
const VALID: Partial<Record<DeskFilter, (value: string) => boolean>> = {
  program: (value) => ID.test(value),
  status: (value) => ID.test(value),
  province: (value) => ID.test(value),
  regency: (value) => ID.test(value),
  from: (value) => DAY.test(value),
  to: (value) => DAY.test(value),
  documents: (value) => Object.hasOwn(DOCUMENT_CHOICES, value),
  verifier: (value) => value === DESK_UNASSIGNED || ID.test(value),
};

const isSort = (value: string | null): value is DeskSort =>
  (DESK_SORTS as readonly string[]).includes(value ?? '');

export function readDeskState(params: URLSearchParams): DeskState {
  const filters = Object.fromEntries(
    DESK_FILTERS.map((name) => {
      const value = params.get(name)?.trim() ?? '';
      return [name, value && (VALID[name]?.(value) ?? true) ? value : ''];
    }),
  ) as DeskFilters;
  const sortParam = params.get('sort');
  const sort = isSort(sortParam) ? sortParam : DEFAULT_SORT;
  const orderParam = params.get('order');
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : FIRST_ORDER[sort];
  const page = Number(params.get('page'));
  return { filters, sort, order, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/** Whether any filter is set. */
export const isFiltered = (filters: DeskFilters) => DESK_FILTERS.some((name) => filters[name] !== '');

/** The URL of a state: empty filters, the default sort and page 1 left out. */
export function deskSearch(state: DeskState): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of DESK_FILTERS) if (state.filters[name]) params.set(name, state.filters[name]);
  if (state.sort !== DEFAULT_SORT || state.order !== FIRST_ORDER[state.sort]) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The state with one filter changed: the filters below it cleared, back to the first page. */
export function withFilter(state: DeskState, name: DeskFilter, value: string): DeskState {
  const filters = { ...state.filters, [name]: value.trim() };
  for (const dependent of DEPENDENTS[name] ?? []) filters[dependent] = '';
  return { ...state, filters, page: 1 };
}

/** Sorting by a column: a second click on the sorted column turns its order round. */
export function withSort(state: DeskState, sort: DeskSort): DeskState {
  const order = state.sort === sort ? (state.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[sort];
  return { ...state, sort, order, page: 1 };
}

/** The list route's query (GET /api/proposals/admin/{page}/{rows}), in the contract's names. */
export function deskQuery({ filters, sort, order }: DeskState): DeskQueryInput {
  const documents = filters.documents as keyof typeof DOCUMENT_CHOICES | '';
  return {
    'Program.idProgram': filters.program || undefined,
    'ProposalStatusHistory.idProposalStatus': filters.status || undefined,
    'referrer.nip': filters.referrerNip || undefined,
    'referrer.name': filters.referrerName || undefined,
    'reference.nip': filters.referenceNip || undefined,
    'reference.name': filters.referenceName || undefined,
    'Proposals.verificationNumber': filters.verificationNumber || undefined,
    idProvince: filters.province || undefined,
    idRegency: filters.regency || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    documentComplete: documents ? DOCUMENT_CHOICES[documents] : undefined,
    verifier: filters.verifier || undefined,
    sort,
    order,
  };
}
