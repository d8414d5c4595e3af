import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

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

/** The text of every page of a PDF, as a reader extracts it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: fonts,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
