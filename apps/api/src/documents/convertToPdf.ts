import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import mammoth from 'mammoth';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { prepareDocx } from './docxPackage';
import { DocumentRejected, type DocumentType } from './fileContent';
import { pageSize, PdfTextWriter } from './pdfText';

/** A PDF longer than this is not an admissions document; it would only slow every build. */
export const maxPdfPages = 300;

export interface ConvertOptions {
  /** Path of LibreOffice's `soffice`; `null` forces the JavaScript fallback. */
  soffice?: string | null;
  /** LibreOffice gets this long before it is killed and the file refused. */
  sofficeTimeoutMs?: number;
}

export const defaultSofficeTimeoutMs = 60_000;

/** A file the converter ran out of time on: refused, not retried (it would only run out again). */
export const tooSlow =
  'Your file took too long to convert. Please save it as a simpler PDF and upload that instead.';

export const needsTooMuchMemory =
  'Your file needs more memory to convert than we allow. Please save a smaller copy and upload it again.';

/** V8's and the allocator's words for a refused allocation (the conversion's memory limit). */
export function isOutOfMemory(error: unknown): boolean {
  return (
    error instanceof RangeError &&
    /allocation failed|Invalid array length|too large/i.test(error.message)
  );
}

/**
 * Turns an inspected document into a PDF; DocumentRejected when the content is unusable.
 * Runs in the conversion process (see `conversionProcess.ts`), never in the server's.
 */
export async function convertToPdf(
  bytes: Uint8Array,
  type: DocumentType,
  options: ConvertOptions = {},
): Promise<Uint8Array> {
  switch (type) {
    case 'png':
    case 'jpeg':
      return imageToPdf(bytes, type);
    case 'pdf':
      return normalisePdf(bytes);
    case 'docx': {
      const docx = await prepareDocx(bytes);
      const soffice = options.soffice === undefined ? findSoffice() : options.soffice;
      return soffice && sandboxAvailable()
        ? normalisePdf(
            await docxWithLibreOffice(
              docx,
              soffice,
              options.sofficeTimeoutMs ?? defaultSofficeTimeoutMs,
            ),
          )
        : docxAsText(docx);
    }
  }
}

/** The image on a Letter page, scaled down (never up) to fit inside the margins. */
async function imageToPdf(bytes: Uint8Array, type: 'png' | 'jpeg'): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  // pdf-lib reads from the start of the underlying ArrayBuffer: a pooled Buffer's offset
  // would make a valid image look corrupt, so it gets bytes of its own.
  const own = new Uint8Array(bytes);
  let image;
  try {
    image = type === 'png' ? await document.embedPng(own) : await document.embedJpg(own);
  } catch {
    throw new DocumentRejected(
      `Your image could not be read as a .${type === 'png' ? 'png' : 'jpeg'} file. Please check the file and upload it again.`,
    );
  }
  const [width, height] = pageSize;
  const box = { width: width - 72, height: height - 72 };
  const scale = Math.min(1, box.width / image.width, box.height / image.height);
  const drawn = { width: image.width * scale, height: image.height * scale };
  const page = document.addPage(pageSize);
  page.drawImage(image, {
    x: (width - drawn.width) / 2,
    y: height - 36 - drawn.height,
    ...drawn,
  });
  return document.save();
}

/** Object streams hold a PDF's dictionaries: a real document's inflate to a few megabytes. */
export const maxObjectStreamBytes = 16 * 1024 * 1024;

const unreadablePdf = 'Your PDF could not be read. Please check the file and upload it again.';

/**
 * Parses the PDF, refuses encrypted ones (they cannot be merged into the application copy),
 * and copies its pages into a fresh document. The copy keeps what a page shows (its content,
 * resources, comments and filled-in form fields) and leaves behind everything that acts:
 * document and page actions, JavaScript, links other than web and mail links, launch and
 * submit actions, attachments, and incremental-update history.
 */
async function normalisePdf(bytes: Uint8Array): Promise<Uint8Array> {
  checkObjectStreams(bytes);
  let source: PDFDocument;
  try {
    // Loaded even when encrypted, to tell the applicant that rather than "could not be read".
    source = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      ignoreEncryption: true,
    });
  } catch (error) {
    if (isOutOfMemory(error)) throw new DocumentRejected(needsTooMuchMemory);
    throw new DocumentRejected(unreadablePdf);
  }
  if (source.isEncrypted) {
    throw new DocumentRejected(
      'Your PDF is password-protected or encrypted. Please upload a copy without a password.',
    );
  }
  // pdf-lib parses leniently; a broken page tree only shows when pages are walked and copied.
  let count: number;
  const target = await PDFDocument.create();
  try {
    count = source.getPageCount();
    if (count > 0 && count <= maxPdfPages) {
      // Before copying: what is cut off here is never copied into the new file at all.
      for (const page of source.getPages()) withoutActiveContent(page.node);
      const pages = await target.copyPages(source, source.getPageIndices());
      for (const page of pages) target.addPage(page);
    }
  } catch {
    throw new DocumentRejected(unreadablePdf);
  }
  if (count === 0) throw new DocumentRejected(unreadablePdf);
  if (count > maxPdfPages) {
    throw new DocumentRejected(`Your PDF has more than ${maxPdfPages} pages.`);
  }
  return target.save();
}

/**
 * pdf-lib inflates every object stream while parsing, in memory: 1 MB of deflate can claim
 * gigabytes. Each one is inflated here first, natively and bounded, so a bomb is refused
 * before the parser sees it. (Names may be written with `#xx` escapes; a stream this cannot
 * recognise is still bounded by the conversion's memory limit.)
 */
function checkObjectStreams(bytes: Uint8Array): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let budget = maxObjectStreamBytes;
  for (const match of text.matchAll(/\bobj\b([\s\S]{0,4096}?)\bstream(?:\r\n|\n|\r)/g)) {
    const dictionary = match[1]!.replace(/#([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    const filters = dictionary.match(/\/(\w+Decode|Fl|LZW|RL|A85|AHx)\b/g) ?? [];
    if (filters.length > 1 || (filters.length === 1 && !/^\/(FlateDecode|Fl)$/.test(filters[0]!))) {
      throw new DocumentRejected(unreadablePdf);
    }
    if (filters.length === 0) continue;
    const start = match.index + match[0].length;
    try {
      budget -= inflateSync(bytes.subarray(start), { maxOutputLength: budget + 1 }).byteLength;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') budget = -1;
      else throw new DocumentRejected(unreadablePdf);
    }
    if (budget < 0) throw new DocumentRejected(pdfTooBig);
  }
}

const pdfTooBig =
  'Your PDF expands to more than we can process. Please save a smaller copy and upload it again.';

/** What may stay on a page: annotations that only show something. */
const shownAnnotations = new Set([
  'Text',
  'FreeText',
  'Line',
  'Square',
  'Circle',
  'Polygon',
  'PolyLine',
  'Highlight',
  'Underline',
  'Squiggly',
  'StrikeOut',
  'Stamp',
  'Caret',
  'Ink',
  'Popup',
  'Link',
  'Widget',
]);

function withoutActiveContent(page: PDFDict): void {
  page.delete(PDFName.of('AA'));
  const annotations = page.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (!annotations) return;
  const kept: PDFObject[] = [];
  for (let i = 0; i < annotations.size(); i++) {
    const annotation = annotations.lookupMaybe(i, PDFDict);
    if (!annotation || !isShownOnly(annotation)) continue;
    annotation.delete(PDFName.of('AA'));
    annotation.delete(PDFName.of('PA'));
    // A form field's actions (keystroke, calculate scripts) live on its parent field: the
    // widget keeps its appearance, the filled-in value, without the field behind it.
    annotation.delete(PDFName.of('Parent'));
    kept.push(annotations.get(i));
  }
  if (kept.length) page.set(PDFName.of('Annots'), page.context.obj(kept));
  else page.delete(PDFName.of('Annots'));
}

function isShownOnly(annotation: PDFDict): boolean {
  const subtype = annotation.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText();
  if (!subtype || !shownAnnotations.has(subtype)) return false;
  const action = annotation.lookupMaybe(PDFName.of('A'), PDFDict);
  if (!action) return true;
  if (subtype !== 'Link') {
    annotation.delete(PDFName.of('A'));
    return true;
  }
  // A link may open a web or mail address, or go to a page; nothing else, and no chain.
  if (action.has(PDFName.of('Next'))) return false;
  const kind = action.lookupMaybe(PDFName.of('S'), PDFName)?.decodeText();
  if (kind === 'GoTo') return true;
  if (kind !== 'URI') return false;
  const uri = action.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString)?.decodeText() ?? '';
  return /^(https?|mailto):/i.test(uri.trim());
}

/** Without LibreOffice: the document's text, as mammoth reads it, flowed onto pages. */
async function docxAsText(bytes: Uint8Array): Promise<Uint8Array> {
  let text: string;
  try {
    ({ value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) }));
  } catch {
    throw new DocumentRejected(
      'Your document could not be read as a .docx file. Please check the file and upload it again.',
    );
  }
  const writer = await PdfTextWriter.create();
  const body = text.replace(/\n{3,}/g, '\n\n').trim();
  writer.write(body || ' ');
  return writer.document.save();
}

/**
 * The sandbox LibreOffice runs in, as a shell program run by `unshare` in new user, network,
 * mount and PID namespaces: no network at all (only a loopback that is down), and a root of
 * its own holding `/usr` read-only, the few `/etc` entries it reads (fonts, its own settings,
 * the loader cache, users), `/dev/null` and the random devices, and its working folder as
 * `/job`. Nothing else of the machine (data folder, uploads, keys, other jobs) exists there.
 * When the PID namespace's first process ends, the kernel kills everything left in it.
 */
const sandboxScript = `set -e
box="$1"; shift
root="$box/root"
mount -t tmpfs -o mode=0755 sandbox "$root"
mkdir "$root/usr" "$root/etc" "$root/dev" "$root/proc" "$root/tmp" "$root/job"
mount --rbind /usr "$root/usr"
mount -o remount,bind,ro "$root/usr"
for link in bin lib lib32 lib64 sbin; do
  if [ -L "/$link" ]; then ln -s "$(readlink "/$link")" "$root/$link"; fi
done
for entry in fonts libreoffice ld.so.cache passwd group nsswitch.conf localtime; do
  if [ -d "/etc/$entry" ]; then mkdir "$root/etc/$entry"
  elif [ -e "/etc/$entry" ]; then touch "$root/etc/$entry"
  else continue; fi
  mount --bind -o ro "/etc/$entry" "$root/etc/$entry"
done
for device in null zero random urandom; do
  touch "$root/dev/$device"
  mount --bind "/dev/$device" "$root/dev/$device"
done
mount --bind "$box/job" "$root/job"
mount -t proc proc "$root/proc"
exec chroot "$root" env HOME=/job TMPDIR=/tmp "$@"`;

const unshareArgs = [
  '--user',
  '--map-root-user',
  '--net',
  '--mount',
  '--pid',
  '--fork',
  '--kill-child',
  'sh',
  '-c',
  sandboxScript,
  'sandbox',
];

let sandboxChecked: boolean | undefined;

/**
 * Whether this machine can make the sandbox (Linux with util-linux `unshare` and user
 * namespaces). Without it LibreOffice is not run at all: the text fallback reads nothing
 * outside the file.
 */
export function sandboxAvailable(): boolean {
  if (sandboxChecked === undefined) {
    let box: string | undefined;
    try {
      box = spawnSync('mktemp', ['-d', join(tmpdir(), 'applykit-sandbox-XXXXXX')], {
        encoding: 'utf8',
      }).stdout.trim();
      spawnSync('mkdir', [join(box, 'root'), join(box, 'job')]);
      const probe = spawnSync('unshare', [...unshareArgs, box, '/usr/bin/env', 'true'], {
        stdio: 'ignore',
        timeout: 10_000,
      });
      sandboxChecked = probe.status === 0;
    } catch {
      sandboxChecked = false;
    } finally {
      if (box) spawnSync('rm', ['-rf', box]);
    }
    if (!sandboxChecked) {
      console.warn(
        '[documents] LibreOffice cannot be sandboxed here (util-linux unshare with user namespaces is needed): .docx files are converted by the text fallback.',
      );
    }
  }
  return sandboxChecked;
}

/**
 * LibreOffice headless in the sandbox, each run with its own working folder and profile, so
 * conversions can run side by side and none inherits another's state. On timeout the sandbox
 * is killed (and with it every process inside); running out of time is the file's doing and
 * refuses it. Any other failure is the machine's: it is thrown as is and retried.
 */
export async function docxWithLibreOffice(
  bytes: Uint8Array,
  soffice: string,
  timeoutMs: number,
): Promise<Uint8Array> {
  const box = await mkdtemp(join(tmpdir(), 'applykit-soffice-'));
  try {
    const job = join(box, 'job');
    await mkdir(join(box, 'root'));
    await mkdir(job);
    await writeFile(join(job, 'document.docx'), bytes);
    await runSoffice(
      [
        box,
        soffice,
        '-env:UserInstallation=file:///job/profile',
        '--headless',
        '--invisible',
        '--nologo',
        '--nodefault',
        '--nolockcheck',
        '--norestore',
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        '/job',
        '/job/document.docx',
      ],
      timeoutMs,
    );
    try {
      return await readFile(join(job, 'document.pdf'));
    } catch {
      throw new Error('LibreOffice finished without writing a PDF.');
    }
  } finally {
    await rm(box, { recursive: true, force: true });
  }
}

function runSoffice(args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('unshare', [...unshareArgs, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    let timedOut = false;
    // unshare's --kill-child: when it dies, the namespace's first process and so everything
    // in the namespace goes with it.
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) reject(new DocumentRejected(tooSlow));
      else if (code !== 0) {
        reject(new Error(`LibreOffice exited with ${code ?? signal}: ${stderr.trim()}`));
      } else resolve();
    });
  });
}

/**
 * `soffice` or `libreoffice` on the system's PATH, else none. A configured path
 * (`config.sofficePath`) comes as `ConvertOptions.soffice` instead.
 */
export function findSoffice(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not in this folder
      }
    }
  }
  return null;
}
