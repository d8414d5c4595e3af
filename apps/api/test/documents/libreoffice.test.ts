import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  convertToPdf,
  docxWithLibreOffice,
  findSoffice,
  sandboxAvailable,
  tooSlow,
} from '../../src/documents/convertToPdf';
import { makeDocx, pdfText } from './fixtures';

// As the server runs it: only where its sandbox can be made.
const soffice = findSoffice() && sandboxAvailable() ? findSoffice() : null;

/** Processes still running from a LibreOffice work folder of ours. */
function strayConverters(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        // The sandbox's command names our work folder; LibreOffice inside it, its /job.
        return command.includes('applykit-soffice-') ||
          command.includes('UserInstallation=file:///job/')
          ? [pid]
          : [];
      } catch {
        return [];
      }
    });
}

// scripts/system-deps.sh installs libreoffice-writer-nogui; without it this says it skipped.
describe.skipIf(!soffice)(
  soffice
    ? `LibreOffice .docx conversion (${soffice})`
    : 'LibreOffice .docx conversion — skipped: soffice is not on PATH, or cannot be sandboxed here',
  () => {
    it('converts a real .docx to a PDF with its text', { timeout: 120_000 }, async () => {
      const docx = makeDocx(['Letter of recommendation', 'Ana Lopez is a diligent student.']);
      const pdf = await convertToPdf(docx, 'docx', { soffice });
      const { pages, text } = await pdfText(pdf);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(text).toContain('Letter of recommendation');
      expect(text).toContain('diligent student');
      expect(strayConverters()).toEqual([]);
    });

    it('stops LibreOffice at the time limit and leaves no process behind', async () => {
      await expect(docxWithLibreOffice(makeDocx(), soffice!, 1)).rejects.toThrow(tooSlow);
      expect(strayConverters()).toEqual([]);
    });
  },
);
