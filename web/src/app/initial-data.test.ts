import { HOME_LIST_ROWS } from '@amal/contract/constants';
import { INITIAL_DATA_ID, type MemberHomeData } from '@amal/contract/home';
import { afterEach, describe, expect, it } from 'vitest';
import { configQueryOptions } from '../features/lookups/api/get-config';
import { proposalsQueryOptions } from '../features/proposals/api/get-proposals';
import { createQueryClient } from '../lib/query-client';
import { currentUserQueryKey } from '../lib/query-keys';
import { buildCurrentUser } from '../test/builders';
import { seedInitialData } from './initial-data';

const data: MemberHomeData = {
  user: buildCurrentUser(),
  config: { foundationName: 'Yayasan Amal', customerServiceUrl: 'https://wa.me/6281234567890' },
  referer: { data: [], total: 0, page: 1, rows: HOME_LIST_ROWS },
  reference: { data: [], total: 3, page: 1, rows: HOME_LIST_ROWS },
};

const pageWith = (json: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_DATA_ID;
  element.textContent = json;
  document.body.append(element);
};

describe('seedInitialData: the answers the member home page carries (decision 0013)', () => {
  afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove());

  it('puts each answer where its query looks, fresh, so the first render asks for nothing', () => {
    pageWith(JSON.stringify(data));
    const client = createQueryClient();
    seedInitialData(client, document);
    expect(client.getQueryData(currentUserQueryKey)).toEqual(data.user);
    expect(client.getQueryData(configQueryOptions().queryKey)).toEqual(data.config);
    const referer = client
      .getQueryCache()
      .find({ queryKey: proposalsQueryOptions('referer', 1, HOME_LIST_ROWS).queryKey });
    const reference = proposalsQueryOptions('reference', 1, HOME_LIST_ROWS).queryKey;
    expect(referer?.state.data).toEqual(data.referer);
    expect(referer?.isStale()).toBe(false);
    expect(client.getQueryData(reference)).toEqual(data.reference);
  });

  it('reads the element once and takes it out of the page', () => {
    pageWith(JSON.stringify(data));
    seedInitialData(createQueryClient(), document);
    expect(document.getElementById(INITIAL_DATA_ID)).toBeNull();
  });

  it("puts the visitor home's configuration where its query looks, and nothing else (decision 0029)", () => {
    pageWith(JSON.stringify({ config: data.config }));
    const client = createQueryClient();
    seedInitialData(client, document);
    expect(client.getQueryData(configQueryOptions().queryKey)).toEqual(data.config);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it('leaves the cache empty on a page without answers (any page but the home)', () => {
    const client = createQueryClient();
    seedInitialData(client, document);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
