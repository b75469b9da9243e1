import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// The assessor's panel on the staff proposal page (issue 36), as the journeys that score use it.

/** The panel and its table of what is scored now, once the income row reads `income`. */
export async function openAssessment(page: Page, idProposal: number, income: RegExp) {
  await page.goto(`/admin/proposal/${idProposal}`);
  const assessment = page.getByRole('region', { name: 'Penilaian assessor' });
  const scored = assessment.getByRole('table', { name: 'Data yang dinilai: Skor saat ini' });
  const row = (name: RegExp) => scored.getByRole('row', { name });
  await expect.poll(() => row(/Pendapatan per bulan/).textContent(), { timeout: 15_000 }).toMatch(income);
  return { assessment, row };
}

/** Records "Layak dibantu" with `note`, and waits for the assessor's kept score to show. */
export async function recordAssessment(assessment: Locator, note: string, assessor = 'Fatimah Zahra') {
  const own = assessment.getByRole('form', { name: 'Penilaian Anda' });
  await own.getByRole('radio', { name: 'Layak dibantu', exact: true }).check();
  await own.getByLabel('Catatan penilaian').fill(note);
  await own.getByRole('button', { name: 'Simpan penilaian' }).click();
  await expect
    .poll(() =>
      assessment.getByRole('table', { name: `Skor saat dinilai oleh ${assessor}`, exact: true }).isVisible(),
    )
    .toBe(true);
}
