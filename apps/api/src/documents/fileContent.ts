import { messages, validateFile } from '@applykit/admissions-form/validate';
import yauzl from 'yauzl';

export type DocumentType = 'png' | 'jpeg' | 'pdf' | 'docx';

/** A file the applicant sent that can never convert; the reason is shown to them as is. */
export class DocumentRejected extends Error {
  override name = 'DocumentRejected';
}

/**
 * A .docx is a zip that a converter will inflate in memory: 1 MB of deflate can claim
 * gigabytes. These bound what we agree to unzip. A real 1 MB document stays far below them.
 */
export const docxLimits = {
  maxEntries: 2_000,
  maxUncompressedBytes: 50 * 1024 * 1024,
} as const;

const tooBig =
  'Your document expands to more than we can process. Please save it as a PDF and upload that instead.';

const corruptMessage = (type: string) =>
  `Your file could not be read as a .${type} file. Please check the file and upload it again.`;

/** The type a name claims; validateFile has already refused any other extension. */
function typeByName(fileName: string): DocumentType {
  const extension = fileName.split('.').pop()!.toLowerCase();
  return extension === 'jpg' ? 'jpeg' : (extension as DocumentType);
}

/** The type the bytes say they are, whatever the name claims. */
export function sniffType(bytes: Uint8Array): DocumentType | 'zip' | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  // PDF readers accept the header anywhere in the first KiB; so do we.
  if (Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) return 'pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'zip';
  return undefined;
}

/**
 * Every file rule again (the form's own `validateFile`), on the stored bytes: size, emptiness,
 * name, and the type by content as well as by extension (a .pdf that is really an executable
 * is refused). A .docx must be a zip with a Word body, within `docxLimits`, with every
 * entry's size honest.
 */
export async function inspectDocument(bytes: Uint8Array, fileName: string): Promise<DocumentType> {
  const [problem] = validateFile({ name: fileName, size: bytes.byteLength });
  if (problem) throw new DocumentRejected(problem);
  const expected = typeByName(fileName);
  const actual = sniffType(bytes);
  const matches = actual === expected || (expected === 'docx' && actual === 'zip');
  if (!matches) throw new DocumentRejected(messages.fileType);
  if (expected === 'docx') await checkDocxArchive(bytes);
  if (expected === 'png' || expected === 'jpeg') checkImageSize(bytes, expected);
  return expected;
}

/**
 * Decoding an image costs memory and time by its pixels, not its file size: a 249 KB PNG can
 * claim 16000 × 16000 pixels and take over a gigabyte to decode. A phone photo (12 MP) or a
 * 600 dpi scan of a Letter page (34 MP) fits; anything larger is refused from its header,
 * before a byte of it is decoded.
 */
export const maxImagePixels = 40_000_000;

function checkImageSize(bytes: Uint8Array, type: 'png' | 'jpeg'): void {
  const size = imageSize(bytes, type);
  if (!size) throw new DocumentRejected(corruptMessage(type));
  if (size.width * size.height > maxImagePixels) {
    throw new DocumentRejected(
      `Your image is too large to process (${size.width} × ${size.height} pixels). Please reduce it to at most ${maxImagePixels / 1_000_000} megapixels and upload it again.`,
    );
  }
}

/** Width and height as the header states them: PNG's IHDR, JPEG's start-of-frame marker. */
export function imageSize(
  bytes: Uint8Array,
  type: 'png' | 'jpeg',
): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'png') {
    // The signature, then IHDR first: length 13, "IHDR", width, height.
    if (bytes.byteLength < 24 || Buffer.from(bytes.subarray(12, 16)).toString('latin1') !== 'IHDR')
      return undefined;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  // JPEG: walk the marker segments to the first frame header (SOF0–SOF15 but DHT, JPG, DAC).
  let offset = 2;
  while (offset + 4 <= bytes.byteLength) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers that stand alone, without a length: TEM, RSTn, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (offset + 9 > bytes.byteLength) return undefined;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

async function checkDocxArchive(bytes: Uint8Array): Promise<void> {
  const names = await walkZip(Buffer.from(bytes));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) {
    throw new DocumentRejected(messages.fileType);
  }
}

/**
 * Reads the central directory, then inflates every entry to count its real size: yauzl stops
 * an entry that inflates past what it declared, so a lying header cannot slip past the bound.
 */
function walkZip(buffer: Buffer): Promise<Set<string>> {
  return new Promise((resolve, reject) => {
    const rejectCorrupt = () => reject(new DocumentRejected(corruptMessage('docx')));
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (openError, zip) => {
        if (openError || !zip) return rejectCorrupt();
        if (zip.entryCount > docxLimits.maxEntries) {
          zip.close();
          return reject(new DocumentRejected(tooBig));
        }
        const names = new Set<string>();
        let total = 0;
        const fail = (error: Error) => {
          zip.close();
          if (error instanceof DocumentRejected) reject(error);
          else rejectCorrupt();
        };
        zip.on('error', fail);
        zip.on('end', () => resolve(names));
        zip.on('entry', (entry: yauzl.Entry) => {
          names.add(entry.fileName);
          total += entry.uncompressedSize;
          if (total > docxLimits.maxUncompressedBytes) return fail(new DocumentRejected(tooBig));
          if (entry.fileName.endsWith('/')) return zip.readEntry();
          zip.openReadStream(entry, (streamError, stream) => {
            if (streamError || !stream) return fail(streamError ?? new Error('no stream'));
            stream.on('data', () => undefined);
            stream.on('error', fail);
            stream.on('end', () => zip.readEntry());
          });
        });
        zip.readEntry();
      },
    );
  });
}
