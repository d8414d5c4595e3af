// `pnpm --filter @applykit/bench conversion`: how long a document takes to become a PDF, per
// type (the file checks plus the conversion, in this process, as a job runs it), how long a
// conversion takes end to end through the durable queue on embedded PGlite (upload to
// COMPLETED, polling included), and how long the whole-application PDF of a full application
// with four documents takes to build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileLimits } from '@applykit/api-contract/policies';
import { composeApplicationPdf } from '../apps/api/src/application-pdf/applicationPdf';
import { convertToPdf, findSoffice } from '../apps/api/src/documents/convertToPdf';
import { inspectDocument } from '../apps/api/src/documents/fileContent';
import {
  documentKeys,
  fullApplicationAnswers,
  makeDocx,
  makeJpeg,
  makePdf,
  makePng,
} from '../apps/api/test/documents/fixtures';
import {
  addApplicant,
  createApplicantTable,
  settledStatus,
  startApp,
  uploadAndConvert,
} from '../apps/api/test/documents/harness';
import { openDatabase } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { describeRun, percentile, writeResult, type Figure } from './lib/results';

const runs = 30;
const queueRuns = 5;

const paragraph =
  'I am writing to recommend this student for transfer admission. Over two years in my ' +
  'classes she showed curiosity, persistence and care for her classmates. ';

// Each close to what applicants send: up to 1 MB, the heavy part being pictures.
const photo = makePng(560, 560, { noise: true });
const picture = makePng(300, 300, { noise: true });
const samples: { type: 'png' | 'jpeg' | 'pdf' | 'docx'; name: string; bytes: Uint8Array }[] = [
  { type: 'png', name: 'photo.png', bytes: photo },
  { type: 'jpeg', name: 'scan.jpg', bytes: makeJpeg({ paddingKb: 700 }) },
  {
    type: 'pdf',
    name: 'transcript.pdf',
    bytes: await makePdf('Official transcript', 12, { image: picture }),
  },
  {
    type: 'docx',
    name: 'letter.docx',
    bytes: makeDocx(
      Array.from({ length: 120 }, (_, i) => `${i + 1}. ${paragraph.repeat(3)}`),
      { media: picture },
    ),
  },
];
for (const sample of samples) {
  if (sample.bytes.byteLength > fileLimits.maxBytes) throw new Error(`${sample.name} is over 1 MB`);
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const figures: Figure[] = [];
const soffice = findSoffice();
const converted: Record<string, Uint8Array> = {};

// With LibreOffice installed, .docx is measured both ways: LibreOffice is what runs, the text
// fallback is what a server without it would run.
const variants = [
  ...samples.map((sample) => ({ sample, soffice, label: sample.type as string })),
  ...(soffice
    ? [{ sample: samples.find((s) => s.type === 'docx')!, soffice: null, label: 'docx fallback' }]
    : []),
];
for (const { sample, soffice: converter, label } of variants) {
  const durations: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const ms = await time(async () => {
      const type = await inspectDocument(sample.bytes, sample.name);
      const pdf = await convertToPdf(sample.bytes, type, { soffice: converter });
      if (converter === soffice) converted[sample.type] = pdf;
    });
    if (i >= 3) durations.push(ms);
  }
  const kb = Math.round(sample.bytes.byteLength / 1024);
  figures.push(
    {
      name: `${label} (${kb} KB) conversion p50`,
      value: round(percentile(durations, 50)),
      unit: 'ms',
    },
    {
      name: `${label} (${kb} KB) conversion p95`,
      value: round(percentile(durations, 95)),
      unit: 'ms',
    },
  );
}

// End to end: presign, upload, queue, job picks it up (polling every 0.5 s), converts, commits.
const dataDir = mkdtempSync(join(tmpdir(), 'applykit-bench-conversion-'));
const database = await openDatabase({});
await migrate(database);
await createApplicantTable(database);
const app = await startApp(database, dataDir, {
  signingSecret: 'bench-secret',
  jobs: { pollingIntervalSeconds: 0.5, concurrency: 2 },
  convertOptions: { soffice },
});
const [key] = documentKeys as [string];
for (const sample of samples) {
  const durations: number[] = [];
  for (let i = 0; i < queueRuns; i++) {
    const who = await addApplicant(database);
    durations.push(
      await time(async () => {
        await uploadAndConvert(app, who, key, sample.bytes, sample.name);
        const settled = await settledStatus(app, who, key, 60_000);
        if (settled.status !== 'COMPLETED') throw new Error(JSON.stringify(settled));
      }),
    );
  }
  figures.push({
    name: `${sample.type} upload to COMPLETED through the queue p50`,
    value: round(percentile(durations, 50)),
    unit: 'ms',
  });
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

// A full application: every field of the model answered, every document question attached.
const answers = fullApplicationAnswers();
const documents = documentKeys.map((answerKey, i) => {
  const sample = samples[i % samples.length]!;
  return {
    answerKey,
    fileName: sample.name,
    fileSize: sample.bytes.byteLength,
    pdf: converted[sample.type]!,
  };
});
const builds: number[] = [];
let size = 0;
for (let i = 0; i < 13; i++) {
  const ms = await time(async () => {
    size = (await composeApplicationPdf({ answers, documents })).byteLength;
  });
  if (i >= 3) builds.push(ms);
}
figures.push(
  {
    name: 'application PDF build, full application p50',
    value: round(percentile(builds, 50)),
    unit: 'ms',
  },
  {
    name: 'application PDF build, full application p95',
    value: round(percentile(builds, 95)),
    unit: 'ms',
  },
  { name: 'application PDF size', value: Math.round(size / 1024), unit: 'KB' },
);

const notes =
  `${Object.keys(answers).length} answers (every field of the model), ` +
  `${documents.length} documents appended. docx via ${soffice ? `LibreOffice (${soffice}); "docx fallback" is the mammoth text path` : 'the mammoth text fallback (no soffice installed)'}. ` +
  `Per-type figures: file checks + conversion in process, ${runs} runs after 3 warm-ups. ` +
  `Queue figures: embedded PGlite, pg-boss polling every 0.5 s, ${queueRuns} runs each; they are ` +
  'dominated by the polling interval, not the work.';
const file = writeResult(describeRun('conversion', figures, notes));
for (const figure of figures) console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
console.log(`written to ${file}`);

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
