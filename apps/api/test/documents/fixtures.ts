import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import {
  allFields,
  defaultPartner,
  descKey,
  isCoded,
  resolveOptions,
  transferApplication,
  type ApplicationDefinition,
} from '@applykit/admissions-form/validate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Every fixture is made here from bytes; no binary files are kept in the repository. */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGB PNG of `width` × `height` pixels: a gradient, or with `noise` pseudo-random
 * pixels that do not compress, the size of a phone photo saved as PNG.
 */
export function makePng(width = 4, height = 3, { noise = false } = {}): Buffer {
  let seed = 0x2f6b1d3;
  // xorshift32: the low bits of a plain LCG repeat every 256 values and would compress.
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed & 0xff;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      if (noise) rows.push(next(), next(), next());
      else rows.push((x * 40) % 256, (y * 60) % 256, 128);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A baseline JPEG of one 8×8 grey block: a quantisation table, a frame, two one-code Huffman
 * tables (DC difference 0, AC end-of-block) and a scan of those two codes. `paddingKb` adds
 * application segments (as cameras add EXIF data) to reach a realistic file size.
 */
export function makeJpeg({ paddingKb = 0 } = {}): Buffer {
  const padding: number[] = [];
  for (let left = paddingKb * 1024; left > 0; left -= 60_000) {
    padding.push(...segment(0xe1, new Array<number>(Math.min(left, 60_000)).fill(0x20)));
  }
  const oneCodeTable = (tableClass: number) => [
    (tableClass << 4) | 0,
    1,
    ...new Array<number>(15).fill(0),
    0,
  ];
  return Buffer.from([
    0xff,
    0xd8,
    ...padding,
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0)),
    ...segment(0xc4, oneCodeTable(1)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

function segment(marker: number, body: number[]): number[] {
  const out = [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff];
  for (const byte of body) out.push(byte);
  return out;
}

/** Text pages; `image` (PNG bytes) is drawn on the first, as a scanned seal or signature. */
export async function makePdf(
  text = 'Official transcript',
  pages = 1,
  { image }: { image?: Uint8Array } = {},
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    document.addPage([612, 792]).drawText(`${text} ${i + 1}`, { x: 72, y: 700, size: 14, font });
  }
  if (image) {
    const embedded = await document.embedPng(image);
    document.getPage(0).drawImage(embedded, { x: 72, y: 200, width: 300, height: 300 });
  }
  return document.save();
}

/** A PDF whose trailer names an encryption dictionary, as a password-protected file does. */
export async function makeEncryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage();
  document.context.trailerInfo.Encrypt = document.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    P: -4,
  });
  return document.save();
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Claim this uncompressed size in the headers instead of the real one (a lying bomb). */
  claimedSize?: number;
}

/** A zip with deflated entries and a central directory, as Word writes .docx files. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.claimedSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The smallest .docx Word and mammoth both open: content types, relationships, a body; with
 * `media`, a picture file inside the package as Word keeps one.
 */
export function makeDocx(
  paragraphs: string[] = ['Letter of recommendation'],
  { media }: { media?: Buffer } = {},
): Buffer {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
    .join('');
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    },
    ...(media ? [{ name: 'word/media/image1.png', data: media }] : []),
  ]);
}

/** Text of every page, as a reader would extract it. */
export async function pdfText(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; info: Record<string, unknown> }> {
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
  const parts: string[] = [];
  for (let i = 1; i <= document.numPages; i++) {
    const content = await (await document.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = document.numPages;
  // The document information a PDF reader shows: Title, Author, Creator, Producer, …
  const { info } = await document.getMetadata();
  await document.destroy();
  return { pages, text: parts.join('\n'), info: info as Record<string, unknown> };
}

/**
 * Every field of the transfer application answered: check boxes ticked, coded fields with
 * their first option and its label, long text in text areas. Documents are left out.
 */
export function fullApplicationAnswers(
  definition: ApplicationDefinition = transferApplication,
): Record<string, string> {
  const context = { now: new Date(), partner: defaultPartner };
  const answers: Record<string, string> = {};
  for (const page of definition.pages) {
    for (const field of allFields(page.sections)) {
      if (field.widget === 'file') continue;
      if (field.widget === 'checkbox') {
        answers[field.key] = 'true';
      } else if (isCoded(field)) {
        const option = resolveOptions(field, context)[0];
        answers[field.key] = option?.value ?? 'X';
        answers[descKey(field.key)] = option?.label ?? 'Chosen';
      } else {
        answers[field.key] =
          field.widget === 'textarea' ? 'A considered answer. '.repeat(60) : `Answer ${field.key}`;
      }
    }
  }
  return answers;
}
export { documentKeys } from '@applykit/admissions-form/validate';
