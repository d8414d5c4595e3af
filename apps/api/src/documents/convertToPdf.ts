import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import mammoth from 'mammoth';
import { PDFDocument } from 'pdf-lib';
import { DocumentRejected, type DocumentType } from './fileContent';
import { pageSize, PdfTextWriter } from './pdfText';

/** A PDF longer than this is not an admissions document; it would only slow every build. */
export const maxPdfPages = 300;

export interface ConvertOptions {
  /** Path of LibreOffice's `soffice`; `null` forces the JavaScript fallback. */
  soffice?: string | null;
  /** LibreOffice gets this long before it is killed and the job retried. */
  sofficeTimeoutMs?: number;
}

/** Turns an inspected document into a PDF; DocumentRejected when the content is unusable. */
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
      const soffice = options.soffice === undefined ? findSoffice() : options.soffice;
      return soffice
        ? normalisePdf(
            await docxWithLibreOffice(bytes, soffice, options.sofficeTimeoutMs ?? 60_000),
          )
        : docxAsText(bytes);
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

/**
 * Parses the PDF, refuses encrypted ones (they cannot be merged into the application copy),
 * and copies its pages into a fresh document: scripts, forms' JavaScript, attachments and
 * incremental-update history are left behind.
 */
export async function normalisePdf(bytes: Uint8Array): Promise<Uint8Array> {
  const unreadable = 'Your PDF could not be read. Please check the file and upload it again.';
  let source: PDFDocument;
  try {
    // Loaded even when encrypted, to tell the applicant that rather than "could not be read".
    source = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      ignoreEncryption: true,
    });
  } catch {
    throw new DocumentRejected(unreadable);
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
      const pages = await target.copyPages(source, source.getPageIndices());
      for (const page of pages) target.addPage(page);
    }
  } catch {
    throw new DocumentRejected(unreadable);
  }
  if (count === 0) throw new DocumentRejected(unreadable);
  if (count > maxPdfPages) {
    throw new DocumentRejected(`Your PDF has more than ${maxPdfPages} pages.`);
  }
  return target.save();
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
 * LibreOffice headless, each run with its own profile folder (`-env:UserInstallation`) so
 * conversions can run side by side and none inherits another's state. `soffice` is a launcher
 * that starts `soffice.bin`: it runs in a process group of its own, and on timeout the whole
 * group is killed, so no converter outlives its job. A failure here is the machine's, not the
 * applicant's: it is thrown as is and retried.
 */
export async function docxWithLibreOffice(
  bytes: Uint8Array,
  soffice: string,
  timeoutMs: number,
): Promise<Uint8Array> {
  const work = await mkdtemp(join(tmpdir(), 'applykit-soffice-'));
  try {
    const input = join(work, 'document.docx');
    await writeFile(input, bytes);
    await runSoffice(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(join(work, 'profile')).href}`,
        '--headless',
        '--invisible',
        '--nologo',
        '--nodefault',
        '--nolockcheck',
        '--norestore',
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        work,
        input,
      ],
      { timeoutMs, home: work },
    );
    try {
      return await readFile(join(work, 'document.pdf'));
    } catch {
      throw new Error('LibreOffice finished without writing a PDF.');
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function runSoffice(
  soffice: string,
  args: string[],
  { timeoutMs, home }: { timeoutMs: number; home: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(soffice, args, {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own HOME too: LibreOffice writes caches there beside the profile.
      env: { ...process.env, HOME: home },
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // The launcher may exit before a helper it started: the group goes either way.
      killGroup(child.pid);
      if (timedOut)
        reject(new Error(`LibreOffice took longer than ${timeoutMs} ms and was stopped.`));
      else if (code !== 0) {
        reject(new Error(`LibreOffice exited with ${code ?? signal}: ${stderr.trim()}`));
      } else resolve();
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

/** `SOFFICE_PATH`, else `soffice` or `libreoffice` on PATH, else none. */
export function findSoffice(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SOFFICE_PATH !== undefined) return env.SOFFICE_PATH || null;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
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
