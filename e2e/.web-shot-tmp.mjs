import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const ctx = await browser.newContext({
  viewport: { width: 360, height: 740 },
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
});
const page = await ctx.newPage();
const base = 'http://127.0.0.1:5188';
await page.goto(`${base}/login?prev=/proposal`);
await page.getByLabel(/^NIP/).fill('ARN101-10001');
await page.getByLabel(/^Password/).fill('demo1234');
await page.getByRole('button', { name: 'Masuk' }).click();
await page.waitForURL('**/proposal', { timeout: 20000 });
await page.getByRole('heading', { name: 'Pengajuan Berjalan' }).waitFor();
await page.waitForTimeout(1500);
const width = () => page.evaluate(() => document.documentElement.scrollWidth);
console.log('list scrollWidth', await width());
await page.screenshot({ path: '/tmp/web-proposals.png', fullPage: true });
const links = await page.getByRole('link', { name: 'Lihat selengkapnya' }).all();
console.log('detail links', links.length);
const hrefs = await Promise.all(links.map((l) => l.getAttribute('href')));
console.log(hrefs);
for (const href of hrefs.slice(0, 2)) {
  await page.goto(`${base}${href}`);
  await page.getByRole('heading', { name: 'Detail Pengajuan' }).waitFor({ timeout: 15000 });
  await page.waitForTimeout(1500);
  console.log(href, 'scrollWidth', await width());
  await page.screenshot({ path: `/tmp/web-detail-${href.split('/').pop()}.png`, fullPage: true });
}
await page.goto(`${base}/proposal/999999`);
await page.getByRole('heading', { name: 'Data tidak ditemukan' }).waitFor({ timeout: 15000 });
console.log('not found ok');
await browser.close();
