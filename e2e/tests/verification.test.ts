import { describe, expect, it } from 'vitest';
import { axeViolations, describeAxeFindings, logIn, useBrowser } from '../browser.ts';

const browser = useBrowser();

describe('a field verifier (issue 35)', () => {
  it('finds their assignment from "Pengajuan Berjalan" at 360 px, with what is left to verify', async () => {
    const { page } = browser;
    await logIn(page, 'ARN101-10003');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/proposal');
    await page.getByRole('link', { name: /proposal menunggu verifikasi lapangan Anda/ }).click();
    await page.waitForURL((url) => url.pathname === '/verifikasi');
    const tasks = page.getByRole('list', { name: 'Proposal yang harus diverifikasi' });
    await tasks.waitFor();
    const first = tasks.getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toMatch(/\d+ dari \d+ bagian belum diverifikasi/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.waitForLoadState('networkidle');
    expect(describeAxeFindings('/verifikasi', await axeViolations(page))).toEqual([]);
  });
});
