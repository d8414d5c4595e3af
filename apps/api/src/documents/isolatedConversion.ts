import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  defaultSofficeTimeoutMs,
  needsTooMuchMemory,
  tooSlow,
  type ConvertOptions,
} from './convertToPdf';
import type { ApplicationPdfContent } from '../application-pdf/render';
import { DocumentRejected, type DocumentType } from './fileContent';

/** The work one process does: convert one document, or render one application PDF. */
export type ConversionRequest =
  | { kind: 'document'; bytes: Uint8Array; type: DocumentType; options: ConvertOptions }
  | { kind: 'application'; content: ApplicationPdfContent };

export type ConversionResult = { pdf: Uint8Array } | { rejected: string } | { failed: string };

/**
 * What one conversion process may use. The memory bounds the JavaScript heap and, through
 * the process's data limit (`prlimit --data`), everything else it allocates, decoded images
 * included; the time covers reading, converting and LibreOffice's own limit.
 */
const conversionLimits = {
  heapMb: 512,
  dataMb: 1024,
  /** Besides LibreOffice's own time, for a .docx. */
  timeoutMs: 30_000,
  /** Scheduling priority (`nice`), lower than the server's; LibreOffice inherits it. */
  niceness: 10,
};

/** The conversion was deleted or replaced while it ran, and its process was killed. */
export class ConversionCancelled extends Error {
  override name = 'ConversionCancelled';
}

// From the sources (tests, `tsx` in development) the entry is TypeScript and runs through
// tsx's loader; in the build it is `dist/conversionProcess.js`, beside the server's bundle.
const fromSources = import.meta.url.endsWith('.ts');
const entry = fileURLToPath(
  new URL(fromSources ? './conversionProcess.ts' : './conversionProcess.js', import.meta.url),
);
const loader = fromSources
  ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
  : [];

let prlimitPath: string | null | undefined;
function findPrlimit(): string | null {
  if (prlimitPath === undefined) {
    prlimitPath = null;
    for (const dir of (process.env.PATH ?? '').split(delimiter)) {
      try {
        accessSync(join(dir, 'prlimit'), constants.X_OK);
        prlimitPath = join(dir, 'prlimit');
        break;
      } catch {
        // not in this folder
      }
    }
  }
  return prlimitPath;
}

/**
 * Converts in a process of its own, in a process group of its own: when the time is up, or
 * `signal` says the conversion was deleted or replaced, the whole group is killed, LibreOffice
 * and its sandbox with it. Running out of time or memory refuses the file (DocumentRejected,
 * not retried: it would only run out again); a crash for any other reason is the machine's.
 */
export function convertInOwnProcess(
  bytes: Uint8Array,
  type: DocumentType,
  options: ConvertOptions & { signal?: AbortSignal } = {},
): Promise<Uint8Array> {
  const { signal, ...convertOptions } = options;
  const timeoutMs =
    conversionLimits.timeoutMs +
    (type === 'docx' ? (options.sofficeTimeoutMs ?? defaultSofficeTimeoutMs) : 0);
  return runInOwnProcess(
    { kind: 'document', bytes, type, options: convertOptions },
    {
      timeoutMs,
      ...(signal ? { signal } : {}),
    },
  );
}

/**
 * Renders the application PDF (the answers' pages, then every document's pages copied in) in
 * a process of its own, with the same limits. Any failure is an Error: the build is retried.
 */
export async function renderInOwnProcess(content: ApplicationPdfContent): Promise<Uint8Array> {
  try {
    return await runInOwnProcess(
      { kind: 'application', content },
      { timeoutMs: conversionLimits.timeoutMs },
    );
  } catch (error) {
    if (error instanceof DocumentRejected) throw new Error(error.message);
    throw error;
  }
}

function runInOwnProcess(
  request: ConversionRequest,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ConversionCancelled('The conversion was cancelled.'));
    const node = [
      process.execPath,
      `--max-old-space-size=${conversionLimits.heapMb}`,
      ...loader,
      entry,
    ];
    const prlimit = findPrlimit();
    const [command, ...args] = prlimit
      ? [prlimit, `--data=${conversionLimits.dataMb * 1024 * 1024}`, ...node]
      : node;
    const child = spawn(command!, args, {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    // Background work: on a busy machine the request-serving process gets the CPU first.
    try {
      if (child.pid !== undefined) setPriority(child.pid, conversionLimits.niceness);
    } catch {
      // Not permitted here: the conversion runs at the server's priority.
    }
    let stderr = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    let result: ConversionResult | undefined;
    let stopped: Error | undefined;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    const stop = (reason: Error) => {
      stopped ??= reason;
      killGroup();
    };
    const timer = setTimeout(() => stop(new DocumentRejected(tooSlow)), timeoutMs);
    const onAbort = () => stop(new ConversionCancelled('The conversion was cancelled.'));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('message', (message: ConversionResult) => {
      result = message;
    });
    child.on('error', (error) => stop(error));
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      killGroup();
      if (stopped) return reject(stopped);
      if (result && 'pdf' in result) return resolve(new Uint8Array(result.pdf));
      if (result && 'rejected' in result) return reject(new DocumentRejected(result.rejected));
      if (result) return reject(new Error(result.failed));
      if (/heap out of memory|allocation failed/i.test(stderr)) {
        return reject(new DocumentRejected(needsTooMuchMemory));
      }
      reject(
        new Error(`The conversion process exited with ${code ?? exitSignal}: ${stderr.trim()}`),
      );
    });
    child.send(request);
  });
}
