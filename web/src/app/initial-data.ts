import { HOME_LIST_ROWS } from '@amal/contract/constants';
import { INITIAL_DATA_ID, type MemberHomeData, type VisitorHomeData } from '@amal/contract/home';
import type { QueryClient } from '@tanstack/react-query';
import { configQueryOptions } from '../features/lookups/api/get-config';
import { proposalsQueryOptions } from '../features/proposals/api/get-proposals';
import { currentUserQueryKey } from '../lib/query-keys';

/**
 * Puts the answers the server sent inside the page (the member's home, decision 0013; the
 * visitor's, decision 0029) where the queries that would ask for them look, so the first render
 * draws the page whole. Read once.
 */
export function seedInitialData(queryClient: QueryClient, document: Document) {
  const element = document.getElementById(INITIAL_DATA_ID);
  if (!element) return;
  element.remove();
  const data = JSON.parse(element.textContent ?? 'null') as MemberHomeData | VisitorHomeData | null;
  if (!data) return;
  queryClient.setQueryData(configQueryOptions().queryKey, data.config);
  if (!('user' in data)) return;
  queryClient.setQueryData(currentUserQueryKey, data.user);
  queryClient.setQueryData(proposalsQueryOptions('referer', 1, HOME_LIST_ROWS).queryKey, data.referer);
  queryClient.setQueryData(proposalsQueryOptions('reference', 1, HOME_LIST_ROWS).queryKey, data.reference);
}
