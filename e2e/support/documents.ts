import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

/** The text of a PDF as a reader extracts it: one reading for the API's tests and the journeys. */
export { pdfText } from '../../apps/api/test/documents/fixtures';

/**
 * Real files an applicant would upload, made by the browser itself: a PNG photo of a
 * document and a PDF printed from one. Returns their paths in a fresh folder.
 */
export async function makeApplicantFiles(
  browser: BrowserContext,
): Promise<{ png: string; pdf: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'applykit-uploads-'));
  const page = await browser.newPage();
  await page.setViewportSize({ width: 600, height: 400 });
  await page.setContent(
    '<main style="font: 20px serif; padding: 24px"><h1>DD-214</h1>' +
      '<p>Certificate of Release or Discharge from Active Duty</p><p>Maya Castellanos</p></main>',
  );
  const png = join(folder, 'dd214-scan.png');
  writeFileSync(png, await page.screenshot({ type: 'png' }));
  await page.setContent(
    '<main style="font: 14px serif"><h1>Permanent Change of Station Orders</h1>' +
      '<p>Duty station: Fort Meade, Maryland</p></main>',
  );
  const pdf = join(folder, 'pcs-orders.pdf');
  writeFileSync(pdf, await page.pdf({ format: 'Letter' }));
  await page.close();
  return { png, pdf };
}
