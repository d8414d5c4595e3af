import { messages } from '@applykit/admissions-form/validate';
import { describe, expect, it } from 'vitest';
import { convertToPdf } from '../../src/documents/convertToPdf';
import {
  DocumentRejected,
  docxLimits,
  inspectDocument,
  sniffType,
} from '../../src/documents/fileContent';
import { sanitiseForFont } from '../../src/documents/pdfText';
import {
  makeDocx,
  makeEncryptedPdf,
  makeJpeg,
  makePdf,
  makePng,
  makeZip,
  pdfText,
} from './fixtures';

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentRejected);
  return (error as Error).message;
};

describe('file rules on the stored bytes', () => {
  it('knows each accepted type by its content', async () => {
    expect(sniffType(makePng())).toBe('png');
    expect(sniffType(makeJpeg())).toBe('jpeg');
    expect(sniffType(await makePdf())).toBe('pdf');
    expect(sniffType(makeDocx())).toBe('zip');
    expect(await inspectDocument(makePng(), 'photo.PNG')).toBe('png');
    expect(await inspectDocument(makeJpeg(), 'id.jpg')).toBe('jpeg');
    expect(await inspectDocument(makeDocx(), 'letter.docx')).toBe('docx');
  });

  it('gives the exact file-rule messages', async () => {
    expect(await rejection(inspectDocument(new Uint8Array(), 'a.pdf'))).toBe(messages.fileEmpty);
    expect(await rejection(inspectDocument(new Uint8Array(1024 * 1024 + 1), 'a.pdf'))).toBe(
      messages.fileTooLarge,
    );
    expect(await rejection(inspectDocument(makePng(), 'a.gif'))).toBe(messages.fileType);
    expect(await rejection(inspectDocument(makePng(), `${'n'.repeat(29)}.png`))).toBe(
      messages.fileNameTooLong,
    );
    expect(await inspectDocument(makePng(), `${'n'.repeat(28)}.png`)).toBe('png');
  });

  it('refuses a file disguised by its extension', async () => {
    expect(await rejection(inspectDocument(makePng(), 'transcript.pdf'))).toBe(messages.fileType);
    expect(await rejection(inspectDocument(Buffer.from('MZ\x90\x00'), 'cv.docx'))).toBe(
      messages.fileType,
    );
    const notWord = makeZip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(await rejection(inspectDocument(notWord, 'essay.docx'))).toBe(messages.fileType);
  });

  it('bounds what a .docx may inflate to, even when its headers lie', async () => {
    const bomb = makeZip([
      ...makeDocxEntries(),
      { name: 'word/media/zeros.bin', data: Buffer.alloc(docxLimits.maxUncompressedBytes + 1) },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await rejection(inspectDocument(bomb, 'bomb.docx'))).toMatch(/more than we can process/);
    const liar = makeZip([
      ...makeDocxEntries(),
      { name: 'word/media/zeros.bin', data: Buffer.alloc(5_000_000), claimedSize: 10 },
    ]);
    expect(await rejection(inspectDocument(liar, 'liar.docx'))).toMatch(/could not be read/);
    const many = makeZip([
      ...makeDocxEntries(),
      ...Array.from({ length: docxLimits.maxEntries }, (_, i) => ({
        name: `x/${i}`,
        data: Buffer.from('x'),
      })),
    ]);
    expect(await rejection(inspectDocument(many, 'many.docx'))).toMatch(/more than we can process/);
  });
});

describe('conversion to PDF', () => {
  it('places images on a page and keeps a PDF readable', async () => {
    for (const [bytes, type] of [
      [makePng(40, 30), 'png'],
      [makeJpeg(), 'jpeg'],
    ] as const) {
      const { pages } = await pdfText(await convertToPdf(bytes, type));
      expect(pages).toBe(1);
    }
    const { pages, text } = await pdfText(
      await convertToPdf(await makePdf('Transcript', 2), 'pdf'),
    );
    expect(pages).toBe(2);
    expect(text).toContain('Transcript 2');
  });

  it('turns a .docx into text pages without LibreOffice', async () => {
    const pdf = await convertToPdf(makeDocx(['Dear committee,', 'Ana is résumé-ready ✓']), 'docx', {
      soffice: null,
    });
    const { text } = await pdfText(pdf);
    expect(text).toContain('Dear committee,');
    expect(text).toContain('Ana is résumé-ready ?');
  });

  it('refuses corrupt and encrypted files with a reason', async () => {
    const truncated = (await makePdf()).slice(0, 200);
    expect(await rejection(convertToPdf(truncated, 'pdf'))).toMatch(/could not be read/);
    expect(await rejection(convertToPdf(await makeEncryptedPdf(), 'pdf'))).toMatch(/encrypted/);
    const brokenPng = Buffer.concat([makePng().subarray(0, 40), Buffer.alloc(20)]);
    expect(await rejection(convertToPdf(brokenPng, 'png'))).toMatch(/could not be read/);
  });
});

describe('text for the standard fonts', () => {
  it('keeps Latin text and replaces what the font cannot encode', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(sanitiseForFont('José Ñúñez – “quoted”', font)).toBe('José Ñúñez – “quoted”');
    expect(sanitiseForFont('Łukasz 王 \u0007', font)).toBe('Lukasz ? ');
  });
});

function makeDocxEntries() {
  return [
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
  ];
}
