import { describe, expect, it } from 'vitest';
import { staffLanding, staffLoginPath } from './staff-paths';

describe('staffLoginPath', () => {
  it('remembers the staff page, readable and parseable', () => {
    const url = new URL(staffLoginPath('/admin/proposal?program=10&page=2'), 'http://localhost');
    expect(url.pathname).toBe('/admin/login');
    expect(url.searchParams.get('prev')).toBe('/admin/proposal?program=10&page=2');
    expect(staffLoginPath('/admin/proposal')).toBe('/admin/login?prev=/admin/proposal');
  });

  it('remembers no member page', () => {
    expect(staffLoginPath('/profile')).toBe('/admin/login?prev=/admin');
  });
});

describe('staffLanding', () => {
  it.each([
    ['/admin/proposal/5', '/admin/proposal/5'],
    ['/admin', '/admin'],
    ['/admin/proposal?program=10', '/admin/proposal?program=10'],
  ])('keeps the staff page %s', (prev, expected) => {
    expect(staffLanding(prev)).toBe(expected);
  });

  it.each([['/'], ['/profile'], ['/administrator'], ['/admin/login'], ['/admin/login?prev=/admin']])(
    'lands on the staff home for %s',
    (prev) => {
      expect(staffLanding(prev)).toBe('/admin');
    },
  );
});
