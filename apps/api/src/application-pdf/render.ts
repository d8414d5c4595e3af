import type { PrintedItem, PrintedPage } from '@applykit/admissions-form/validate';
import { checkMark } from '@applykit/ui/print-text';
import { PDFDocument } from 'pdf-lib';
import { PdfTextWriter } from '../documents/pdfText';

export interface ApplicationPdfContent {
  title: string;
  /** The institution, as the document's author and creator (never the product's name). */
  institution: string;
  /** Lines under the title: the applicant's name, when it was made. */
  subtitle: string[];
  /** The answers as the print view reads them (`printApplication`). */
  pages: PrintedPage[];
  /** Converted documents, appended after the answers in this order. */
  documents: { label: string; fileName: string; pdf: Uint8Array }[];
}

/** Heading sizes by depth: page, section, a part of a section. */
const headingSizes = [14, 12, 11] as const;

function writeItems(writer: PdfTextWriter, items: readonly PrintedItem[], depth: number): void {
  for (const item of items) {
    if (item.kind === 'section') {
      const size = headingSizes[Math.min(depth, headingSizes.length - 1)];
      writer.write(item.title, { size, bold: true, gapBefore: 10 });
      writeItems(writer, item.items, depth + 1);
    } else if (item.kind === 'check') {
      writer.write(`${checkMark(item.checked)} ${item.label}`, { gapBefore: 4 });
    } else {
      writer.write(item.label, { bold: true, gapBefore: 4 });
      writer.write(item.text, { indent: 12 });
    }
  }
}

/** The answers as text pages, then every converted document's pages. */
export async function renderApplicationPdf(content: ApplicationPdfContent): Promise<Uint8Array> {
  const writer = await PdfTextWriter.create();
  writer.document.setTitle(content.title);
  writer.document.setAuthor(content.institution);
  writer.document.setCreator(content.institution);
  writer.document.setProducer(content.institution);
  writer.write(content.title, { size: 16, bold: true });
  for (const line of content.subtitle) writer.write(line, { size: 10, gapBefore: 2 });
  for (const page of content.pages) {
    writer.write(page.title, { size: headingSizes[0], bold: true, gapBefore: 16 });
    writeItems(writer, page.items, 1);
  }
  if (content.documents.length) {
    writer.write('Documents', { size: headingSizes[0], bold: true, gapBefore: 16 });
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
