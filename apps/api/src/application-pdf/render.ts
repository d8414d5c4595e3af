import { PDFDocument } from 'pdf-lib';
import { PdfTextWriter } from '../documents/pdfText';
import type { PdfSection } from './layout';

export interface ApplicationPdfContent {
  title: string;
  /** Lines under the title: the applicant's name, when it was made. */
  subtitle: string[];
  sections: PdfSection[];
  /** Converted documents, appended after the answers in this order. */
  documents: { label: string; fileName: string; pdf: Uint8Array }[];
}

/** The answers as text pages, then every converted document's pages. */
export async function renderApplicationPdf(content: ApplicationPdfContent): Promise<Uint8Array> {
  const writer = await PdfTextWriter.create();
  writer.document.setTitle(content.title);
  writer.document.setCreator('ApplyKit');
  writer.write(content.title, { size: 16, bold: true });
  for (const line of content.subtitle) writer.write(line, { size: 10, gapBefore: 2 });
  for (const section of content.sections) {
    writer.write(section.title, { size: 12, bold: true, gapBefore: 14 });
    for (const row of section.rows) {
      if (row.checked !== undefined) {
        writer.write(`${row.checked ? '[X]' : '[ ]'} ${row.label}`, { gapBefore: 4 });
      } else {
        writer.write(row.label, { bold: true, gapBefore: 4 });
        writer.write(row.value, { indent: 12 });
      }
    }
  }
  if (content.documents.length) {
    writer.write('Documents', { size: 12, bold: true, gapBefore: 14 });
    for (const document of content.documents) {
      writer.write(`${document.label}: ${document.fileName}`, { gapBefore: 4 });
    }
  }
  const output = writer.document;
  for (const document of content.documents) {
    const source = await PDFDocument.load(document.pdf);
    const pages = await output.copyPages(source, source.getPageIndices());
    for (const page of pages) output.addPage(page);
  }
  return output.save();
}
