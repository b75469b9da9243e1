import { describe, expect, it } from 'vitest';
import { deskQuery, deskSearch, readDeskState, withFilter, withSort } from './desk-search';

const read = (search: string) => readDeskState(new URLSearchParams(search));

describe('readDeskState', () => {
  it('starts unfiltered, newest first, on page 1', () => {
    const state = read('');
    expect(state.sort).toBe('createdAt');
    expect(state.order).toBe('desc');
    expect(state.page).toBe(1);
    expect(Object.values(state.filters).every((value) => value === '')).toBe(true);
  });

  it('drops what a filter cannot hold rather than asking the server with it', () => {
    const state = read('program=abc&status=0&from=kemarin&documents=toString&page=-2&sort=nip&order=up');
    expect(state.filters.program).toBe('');
    expect(state.filters.status).toBe('');
    expect(state.filters.from).toBe('');
    expect(state.filters.documents).toBe('');
    expect(state.page).toBe(1);
    expect(state.sort).toBe('createdAt');
    expect(state.order).toBe('desc');
  });

  it('takes a verifier’s id or "none" (not yet assigned), and nothing else, to the route', () => {
    expect(deskQuery(read('verifier=none')).verifier).toBe('none');
    expect(deskQuery(read('verifier=42')).verifier).toBe('42');
    expect(read('verifier=semua').filters.verifier).toBe('');
  });

  it('reads a shared link back as it was written', () => {
    const search =
      'program=10&status=3&referenceName=siti&from=2026-01-01&to=2026-01-31&documents=incomplete&sort=name&order=desc&page=3';
    expect(deskSearch(read(search)).toString()).toBe(search);
  });
});

describe('withFilter', () => {
  it('goes back to page 1 and clears the status with the programme, the regency with the province', () => {
    const state = read('program=10&status=3&province=32&regency=3273&page=4');
    const otherProgram = withFilter(state, 'program', '11');
    expect(otherProgram.filters.status).toBe('');
    expect(otherProgram.filters.regency).toBe('3273');
    expect(otherProgram.page).toBe(1);
    expect(withFilter(state, 'province', '33').filters.regency).toBe('');
  });
});

describe('withSort', () => {
  it('sorts a new column in its first order, and turns the sorted one round', () => {
    const byName = withSort(read('page=2'), 'name');
    expect([byName.sort, byName.order, byName.page]).toEqual(['name', 'asc', 1]);
    expect(withSort(byName, 'name').order).toBe('desc');
    expect(withSort(read(''), 'createdAt').order).toBe('asc');
  });

  it('leaves the default sort out of the URL', () => {
    expect(deskSearch(withSort(withSort(read(''), 'createdAt'), 'createdAt')).toString()).toBe('');
  });
});

describe('deskQuery', () => {
  it('names the filters as the route reads them', () => {
    expect(
      deskQuery(
        read(
          'program=10&status=3&referrerNip=ARN1&referenceName=siti&verificationNumber=V-1&regency=3273&documents=complete',
        ),
      ),
    ).toEqual({
      'Program.idProgram': '10',
      'ProposalStatusHistory.idProposalStatus': '3',
      'referrer.nip': 'ARN1',
      'referrer.name': undefined,
      'reference.nip': undefined,
      'reference.name': 'siti',
      'Proposals.verificationNumber': 'V-1',
      idProvince: undefined,
      idRegency: '3273',
      from: undefined,
      to: undefined,
      documentComplete: 'true',
      sort: 'createdAt',
      order: 'desc',
    });
  });
});
