import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentKeys, limits } from '@applykit/admissions-form/validate';
import {
  docxWithLibreOffice,
  findSoffice,
  maxObjectStreamBytes,
  maxPdfPages,
  sandboxAvailable,
  tooSlow,
} from '../../src/documents/convertToPdf';
import { docxTextLimits } from '../../src/documents/docxPackage';
import { maxImagePixels } from '../../src/documents/fileContent';
import {
  addApplicant,
  createApplicantTable,
  multipartBody,
  settledStatus,
  startApp,
  testJobs,
  uploadAndConvert,
  type TestApplicant,
} from '../documents/harness';
import { makeDocx, makePdf, makePng, makeZip, pdfText } from '../documents/fixtures';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';
import { databaseKinds, openTestDatabase } from '../support/database';
import type { Database } from '../../src/db/database';
import { call } from './support';

const [keyA, keyB, keyC] = documentKeys as [string, string, string];
/** LibreOffice as the server runs it: installed, and sandboxed (util-linux unshare, user namespaces). */
const soffice = findSoffice() && sandboxAvailable() ? findSoffice() : null;
const skipped = soffice
  ? ''
  : ' — skipped: LibreOffice is not installed or cannot be sandboxed here';
const slow = 240_000;

/** Polls a GET until its status is settled. */
async function settled(app: FastifyInstance, cookie: string, url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const body = (await call(app, cookie, 'GET', url)).json<{
      status: string;
      url?: string;
      message?: string;
    }>();
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(body.status)) return body;
    if (Date.now() > until) throw new Error(`${url} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Asks for /healthz every 25 ms while `work` runs, each answer timed from when it was due: a
 * blocked event loop delays the timer as much as the reply. `within200` is the share of
 * answers within 200 ms, `slowest` the longest. This machine is shared with other work, so
 * a single answer may wait for the CPU; a conversion on the server's thread instead shows as
 * stalls of seconds (the 16000 × 16000 PNG held every request for 29 s).
 */
async function healthDuring<T>(app: FastifyInstance, work: () => Promise<T>) {
  let done = false;
  const latencies: number[] = [];
  const probe = (async () => {
    while (!done) {
      const due = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 25));
      const reply = await app.inject({ method: 'GET', url: '/healthz' });
      expect(reply.statusCode).toBe(200);
      latencies.push(performance.now() - due - 25);
    }
  })();
  try {
    const result = await work();
    return {
      result,
      answered: latencies.length,
      within200: latencies.filter((ms) => ms < 200).length / latencies.length,
      slowest: Math.max(...latencies),
    };
  } finally {
    done = true;
    await probe;
  }
}

function expectResponsive(health: { answered: number; within200: number; slowest: number }) {
  expect(health.answered).toBeGreaterThan(0);
  expect(health.within200).toBeGreaterThanOrEqual(0.95);
  expect(health.slowest).toBeLessThan(1000);
}

const rel = {
  document: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
  image: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image',
};

/** A picture placed in the text whose bytes are the relationship `id`'s (embedded or linked). */
function linkedPicture(id: string, name: string): string {
  return `<w:p><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="1828800" cy="1828800"/><wp:docPr id="${id.slice(3)}" name="${name}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="${id.slice(3)}" name="${name}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="${id}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1828800" cy="1828800"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
}

/** A .docx whose pictures are linked, not embedded: Word's "Insert and Link". */
function docxLinking(targets: string[]): Buffer {
  const relationships = targets
    .map(
      (target, i) =>
        `<Relationship Id="rId${i + 10}" Type="${rel.image}" Target="${target}" TargetMode="External"/>`,
    )
    .join('');
  const pictures = targets.map((_, i) => linkedPicture(`rId${i + 10}`, `seal${i}.png`)).join('');
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
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel.document}" Target="word/document.xml"/></Relationships>`,
      ),
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`,
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body><w:p><w:r><w:t>Letter with a seal</w:t></w:r></w:p>${pictures}</w:body></w:document>`,
      ),
    },
  ]);
}

/** Every image drawn anywhere in the PDF (page resources, forms inside them). */
async function imagesIn(pdf: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(pdf);
  let images = 0;
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : undefined;
    if (dict?.lookupMaybe(PDFName.of('Subtype'), PDFName) === PDFName.of('Image')) images += 1;
  }
  return images;
}

/** A 1-bit grey PNG: tiny on disk whatever its dimensions, as an attacker would make it. */
function bitmapPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF whose object stream inflates to `inflated` bytes. */
function objectStreamBomb(inflated: number): Buffer {
  const body = Buffer.alloc(inflated, 0x20);
  body.write('4 0 ', 0, 'latin1');
  body.write('<< /Bomb true >>', inflated - 20, 'latin1');
  const packed = deflateSync(body, { level: 9 });
  const head = Buffer.from(
    '%PDF-1.7\n' +
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
      `5 0 obj << /Type /ObjStm /N 1 /First 4 /Length ${packed.length} /Filter /FlateDecode >> stream\n`,
    'latin1',
  );
  const tail = Buffer.from(
    '\nendstream endobj\ntrailer << /Root 1 0 R /Size 6 >>\n%%EOF\n',
    'latin1',
  );
  return Buffer.concat([head, packed, tail]);
}

/** A web server serving a picture, recording every request: what a linked picture points at. */
interface LinkedSite {
  port: number;
  requests: string[];
  close(): Promise<void>;
}

async function startLinkedSite(): Promise<LinkedSite> {
  const requests: string[] = [];
  const seal = makePng(64, 64, { noise: true });
  const site: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end(seal);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return {
    port: (site.address() as { port: number }).port,
    requests,
    close: () => new Promise<void>((resolve) => site.close(() => resolve())),
  };
}

// One for the whole file: every test expects it never to be asked for anything.
let site: LinkedSite;
beforeAll(async () => {
  site = await startLinkedSite();
});
afterAll(() => site.close());

// LibreOffice alone, without the server or a database: once, not once per database kind.
describe.skipIf(!soffice)(`LibreOffice in its sandbox${skipped}`, () => {
  it(
    'gives LibreOffice itself no network and no file outside its folder, links left in or not',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'applykit-local-picture-'));
      const localPicture = join(folder, 'secret.png');
      writeFileSync(localPicture, makePng(48, 48, { noise: true }));
      // Straight to the sandboxed LibreOffice, without the rewrite that removes the links.
      const pdf = await docxWithLibreOffice(
        docxLinking([`http://127.0.0.1:${site.port}/internal/seal.png`, `file://${localPicture}`]),
        soffice!,
        60_000,
      );
      expect((await pdfText(pdf)).text).toContain('Letter with a seal');
      expect(site.requests).toEqual([]);
      expect(await imagesIn(pdf)).toBe(0);
    },
    slow,
  );
});

describe.each(databaseKinds)('document conversion under attack on %s', (kind) => {
  let server: TestServer;

  const presign = async (cookie: string, answerKey: string) =>
    (await call(server.app, cookie, 'POST', '/api/presigned-url', { answer_key: answerKey })).json<{
      url: string;
      fields: Record<string, string>;
    }>();

  /** The browser's upload to the presigned URL: stored, not yet converted. */
  async function store(cookie: string, answerKey: string, bytes: Uint8Array) {
    const { url, fields } = await presign(cookie, answerKey);
    const body = await multipartBody(fields, { bytes, name: 'upload' });
    const uploaded = await server.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(204);
    return fields.key!;
  }

  async function requestConversion(
    cookie: string,
    answerKey: string,
    fileKey: string,
    name: string,
  ) {
    const queued = await call(server.app, cookie, 'POST', `/api/pdf/document-answer/${answerKey}`, {
      file_key: fileKey,
      file_name: name,
    });
    expect(queued.statusCode, queued.body).toBe(202);
  }

  async function upload(cookie: string, answerKey: string, bytes: Uint8Array, name: string) {
    await requestConversion(cookie, answerKey, await store(cookie, answerKey, bytes), name);
  }

  /**
   * Stores the file, then asks for its conversion while /healthz is measured, until the
   * conversion settles.
   */
  async function convertMeasuringHealth(
    cookie: string,
    answerKey: string,
    bytes: Uint8Array,
    name: string,
  ) {
    const fileKey = await store(cookie, answerKey, bytes);
    await server.app.inject({ method: 'GET', url: '/healthz' });
    return healthDuring(server.app, async () => {
      await requestConversion(cookie, answerKey, fileKey, name);
      return settled(server.app, cookie, `/api/pdf/document-answer/${answerKey}`);
    });
  }

  /** The converted PDF of a document answer, as stored for staff and the application PDF. */
  async function convertedPdf(username: string, answerKey: string): Promise<Uint8Array> {
    const [row] = await server.database.query<{ pdf_key: string }>(
      `SELECT d.pdf_key FROM document_answers d JOIN applicants a ON a.id = d.applicant_id
        WHERE a.username = $1 AND d.answer_key = $2`,
      [username, answerKey],
    );
    expect(row).toBeDefined();
    return readFileSync(join(server.config.dataDir, 'files', row!.pdf_key));
  }

  async function applicationPdf(cookie: string): Promise<Uint8Array> {
    const built = await settled(server.app, cookie, '/api/pdf');
    expect(built.status).toBe('COMPLETED');
    const download = await call(server.app, cookie, 'GET', built.url!);
    expect(download.statusCode).toBe(200);
    return download.rawPayload;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(() => server.app.close());

  describe.skipIf(!soffice)(`a .docx that links instead of embedding${skipped}`, () => {
    it(
      'makes no request to the linked address and puts no linked local file in any PDF',
      async () => {
        const applicant = await signedInApplicant(server);
        const folder = mkdtempSync(join(tmpdir(), 'applykit-local-picture-'));
        const localPicture = join(folder, 'secret.png');
        writeFileSync(localPicture, makePng(48, 48, { noise: true }));
        const docx = docxLinking([
          `http://127.0.0.1:${site.port}/metadata/seal.png`,
          `file://${localPicture}`,
        ]);
        await upload(applicant.cookie, keyA, docx, 'letter.docx');
        const result = await settled(
          server.app,
          applicant.cookie,
          `/api/pdf/document-answer/${keyA}`,
          120_000,
        );
        expect(result).toEqual({ status: 'COMPLETED' });
        // Give a late fetch the chance to show.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(site.requests).toEqual([]);

        const converted = await convertedPdf(applicant.username, keyA);
        expect((await pdfText(converted)).text).toContain('Letter with a seal');
        expect(await imagesIn(converted)).toBe(0);
        expect(await imagesIn(await applicationPdf(applicant.cookie))).toBe(0);
      },
      slow,
    );
  });

  // Where decoding runs does not depend on the database: these run once, on PGlite, whose
  // queries share the server's thread (the stricter case for /healthz), not once per kind.
  describe.runIf(kind === 'pglite')(
    'images and PDFs that take the server down when decoded',
    () => {
      it(
        'refuses a 16000 × 16000 PNG from its header, and /healthz keeps answering',
        async () => {
          const applicant = await signedInApplicant(server);
          const bomb = bitmapPng(16_000, 16_000);
          expect(bomb.byteLength).toBeLessThan(limits.fileMaxBytes);
          const health = await convertMeasuringHealth(applicant.cookie, keyA, bomb, 'photo.png');
          expect(health.result).toEqual({
            status: 'FAILED',
            message: `Your image is too large to process (16000 × 16000 pixels). Please reduce it to at most ${maxImagePixels / 1_000_000} megapixels and upload it again.`,
          });
          expectResponsive(health);
        },
        slow,
      );

      it(
        'converts a large photo within the budget outside the server thread: /healthz within 200 ms',
        async () => {
          const applicant = await signedInApplicant(server);
          // 36 megapixels, under the budget: decoding it takes seconds of work.
          const photo = bitmapPng(6_000, 6_000);
          const health = await convertMeasuringHealth(applicant.cookie, keyB, photo, 'scan.png');
          expect(health.result).toEqual({ status: 'COMPLETED' });
          expect(health.answered).toBeGreaterThan(10);
          expectResponsive(health);
        },
        slow,
      );

      it(
        'refuses a PDF whose object stream inflates to 100 MB, and /healthz keeps answering',
        async () => {
          const applicant = await signedInApplicant(server);
          const bomb = objectStreamBomb(100 * 1024 * 1024);
          expect(bomb.byteLength).toBeLessThan(limits.fileMaxBytes);
          expect(100 * 1024 * 1024).toBeGreaterThan(maxObjectStreamBytes);
          const health = await convertMeasuringHealth(
            applicant.cookie,
            keyC,
            bomb,
            'transcript.pdf',
          );
          expect(health.result).toEqual({
            status: 'FAILED',
            message:
              'Your PDF expands to more than we can process. Please save a smaller copy and upload it again.',
          });
          expectResponsive(health);
        },
        slow,
      );

      it(
        'builds the application PDF of six 300-page documents outside the server thread',
        async () => {
          const applicant = await signedInApplicant(server);
          await call(server.app, applicant.cookie, 'PUT', '/api/answer', { first_name: 'Ana' });
          const long = await makePdf('Transcript page', maxPdfPages, {
            image: makePng(300, 300, { noise: true }),
          });
          expect(long.byteLength).toBeLessThan(limits.fileMaxBytes);
          const keys = documentKeys.slice(0, 6);
          for (const key of keys) {
            await upload(applicant.cookie, key, long, 'transcript.pdf');
            expect(
              await settled(server.app, applicant.cookie, `/api/pdf/document-answer/${key}`),
            ).toEqual({ status: 'COMPLETED' });
          }
          await server.app.inject({ method: 'GET', url: '/healthz' });
          const health = await healthDuring(server.app, () => applicationPdf(applicant.cookie));
          expect((await PDFDocument.load(health.result)).getPageCount()).toBeGreaterThan(
            keys.length * maxPdfPages,
          );
          expectResponsive(health);
        },
        slow,
      );
    },
  );

  describe('a PDF carrying scripts, actions and attachments', () => {
    const payload = 'ATTACHED-PAYLOAD-7f3a';

    async function activePdf(): Promise<Uint8Array> {
      const document = await PDFDocument.load(await makePdf('Official transcript'));
      const { context } = document;
      const page = document.getPage(0);
      const js = (code: string) => context.obj({ S: 'JavaScript', JS: PDFString.of(code) });
      const attachment = context.register(
        context.flateStream(payload, { Type: 'EmbeddedFile', Subtype: 'text/plain' }),
      );
      const fileSpec = context.register(
        context.obj({
          Type: 'Filespec',
          F: PDFString.of('notes.txt'),
          EF: { F: attachment },
        }),
      );
      const annotation = (fields: Record<string, unknown>) =>
        context.register(
          context.obj({ Type: 'Annot', Rect: [72, 600, 300, 620], ...fields } as never),
        );
      page.node.set(PDFName.of('AA'), context.obj({ O: js('app.alert("page open")') }));
      page.node.set(
        PDFName.of('Annots'),
        context.obj([
          annotation({ Subtype: 'Link', A: js('app.launchURL("http://evil.example")') }),
          annotation({
            Subtype: 'Link',
            A: context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') }),
          }),
          annotation({ Subtype: 'FileAttachment', FS: fileSpec, Contents: PDFString.of('x') }),
          annotation({
            Subtype: 'Link',
            A: context.obj({ S: 'URI', URI: PDFString.of('https://registrar.example.edu/') }),
          }),
          annotation({
            Subtype: 'Widget',
            FT: 'Tx',
            T: PDFString.of('gpa'),
            AA: context.obj({ K: js('app.alert("keystroke")') }),
          }),
        ]),
      );
      document.catalog.set(PDFName.of('OpenAction'), js('app.alert("open")'));
      document.catalog.set(
        PDFName.of('Names'),
        context.obj({
          EmbeddedFiles: context.obj({ Names: [PDFString.of('notes.txt'), fileSpec] }),
          JavaScript: context.obj({ Names: [PDFString.of('x'), js('app.alert("doc")')] }),
        }),
      );
      return document.save();
    }

    /** What acts in a PDF: every action, script and attachment among its objects. */
    async function activeContent(pdf: Uint8Array) {
      const document = await PDFDocument.load(pdf);
      const found: string[] = [];
      const seen = (object: PDFObject | undefined) => {
        const dict = object instanceof PDFRawStream ? object.dict : object;
        if (!(dict instanceof PDFDict)) return;
        for (const key of ['AA', 'OpenAction', 'JS', 'JavaScript', 'EmbeddedFiles', 'EF']) {
          if (dict.has(PDFName.of(key))) found.push(`/${key}`);
        }
        const kind = dict.lookupMaybe(PDFName.of('S'), PDFName)?.decodeText();
        if (kind && kind !== 'URI' && kind !== 'GoTo') found.push(`action ${kind}`);
        const type = dict.lookupMaybe(PDFName.of('Type'), PDFName)?.decodeText();
        const subtype = dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText();
        if (type === 'EmbeddedFile' || subtype === 'FileAttachment') found.push(type ?? subtype!);
      };
      for (const [, object] of document.context.enumerateIndirectObjects()) {
        seen(object);
        if (object instanceof PDFDict || object instanceof PDFRawStream) {
          const dict = object instanceof PDFRawStream ? object.dict : object;
          for (const [, value] of dict.entries()) seen(value);
        }
        if (object instanceof PDFArray) object.asArray().forEach(seen);
        if (object instanceof PDFRawStream) {
          const bytes = Buffer.from(decodePDFRawStream(object).decode());
          if (bytes.includes(payload)) found.push('attachment bytes');
        }
      }
      const links = document
        .getPage(0)
        .node.lookupMaybe(PDFName.of('Annots'), PDFArray)
        ?.asArray()
        .map((ref) => document.context.lookup(ref, PDFDict))
        .map((annotation) => annotation.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText());
      return { found: [...new Set(found)].sort(), links };
    }

    it(
      'keeps the pages, a web link and a form value, but no script, action or attachment',
      async () => {
        const applicant = await signedInApplicant(server);
        const hostile = await activePdf();
        expect((await activeContent(hostile)).found.length).toBeGreaterThan(5);
        await upload(applicant.cookie, keyA, hostile, 'transcript.pdf');
        expect(
          await settled(server.app, applicant.cookie, `/api/pdf/document-answer/${keyA}`),
        ).toEqual({ status: 'COMPLETED' });

        const converted = await convertedPdf(applicant.username, keyA);
        expect((await pdfText(converted)).text).toContain('Official transcript 1');
        expect(await activeContent(converted)).toEqual({ found: [], links: ['Link', 'Widget'] });
        const whole = await applicationPdf(applicant.cookie);
        expect((await pdfText(whole)).text).toContain('Official transcript 1');
        expect((await activeContent(whole)).found).toEqual([]);
      },
      slow,
    );
  });

  describe.skipIf(!soffice)(`one applicant's heavy files${skipped}`, () => {
    let database: Database;
    const dataDir = mkdtempSync(join(tmpdir(), 'applykit-heavy-'));
    const paragraph = 'I am writing to recommend this student for transfer admission. ';

    /** A letter LibreOffice takes seconds over, inside the text bounds (about 900,000 characters). */
    const longLetter = () =>
      makeDocx(Array.from({ length: 3_000 }, (_, i) => `${i + 1}. ${paragraph.repeat(4)}`));

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await createApplicantTable(database);
    }, 60_000);
    afterAll(() => database.close());

    async function attempts(who: TestApplicant, answerKey: string) {
      const [row] = await database.query<{ attempts: number; status: string }>(
        'SELECT attempts, status FROM document_conversions WHERE applicant_id = $1 AND answer_key = $2',
        [who.id, answerKey],
      );
      return row;
    }

    /** LibreOffice and its sandbox, started by this test process (not by other suites). */
    function converters(): string[] {
      const parents = new Map<string, string>();
      const commands = new Map<string, string>();
      for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          parents.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]!);
          commands.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
        } catch {
          // Gone meanwhile.
        }
      }
      const ours = (pid: string): boolean => {
        for (
          let at: string | undefined = pid;
          at && at !== '0' && at !== '1';
          at = parents.get(at)
        ) {
          if (at === String(process.pid)) return true;
        }
        return false;
      };
      return [...commands]
        .filter(([pid, command]) => /soffice|unshare/.test(command) && ours(pid))
        .map(([pid]) => pid);
    }

    async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        if (condition()) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return condition();
    }

    it(
      'refuses 11 MB of text in a 1 MB .docx before LibreOffice starts, without retrying',
      async () => {
        const app = await startApp(database, dataDir, { convertOptions: { soffice } });
        try {
          const who = await addApplicant(database);
          const flood = makeDocx(
            Array.from({ length: 40_000 }, (_, i) => `${i} ${paragraph.repeat(4)}`),
          );
          expect(flood.byteLength).toBeLessThan(limits.fileMaxBytes);
          const started = Date.now();
          await uploadAndConvert(app, who, keyA, flood, 'essay.docx');
          expect(await settledStatus(app, who, keyA, 30_000)).toEqual({
            status: 'FAILED',
            message:
              'Your document has more text than we can process. Please shorten it, or save it as a PDF and upload that instead.',
          });
          expect(Date.now() - started).toBeLessThan(30_000);
          expect(await attempts(who, keyA)).toEqual({ attempts: 1, status: 'FAILED' });
          expect(docxTextLimits.maxCharacters).toBeLessThan(11_000_000);
        } finally {
          await app.close();
        }
      },
      slow,
    );

    it(
      'fails a .docx that outlasts the time limit once, with the reason, and does not retry it',
      async () => {
        const app = await startApp(database, dataDir, {
          convertOptions: { soffice, sofficeTimeoutMs: 1_000 },
        });
        try {
          const who = await addApplicant(database);
          await uploadAndConvert(app, who, keyA, longLetter(), 'letter.docx');
          expect(await settledStatus(app, who, keyA, 60_000)).toEqual({
            status: 'FAILED',
            message: tooSlow,
          });
          // Past the retry delay: nothing runs it again.
          await new Promise((resolve) =>
            setTimeout(resolve, 2 * 1000 * testJobs.retryDelaySeconds),
          );
          expect(await attempts(who, keyA)).toEqual({ attempts: 1, status: 'FAILED' });
          expect(converters()).toEqual([]);
        } finally {
          await app.close();
        }
      },
      slow,
    );

    it(
      "converts another applicant's one-page PDF while one applicant's four letters wait their turn",
      async () => {
        const app = await startApp(database, dataDir, {
          convertOptions: { soffice },
          jobs: { ...testJobs, concurrency: 2 },
        });
        try {
          const heavy = await addApplicant(database);
          const other = await addApplicant(database);
          const letters = documentKeys.slice(0, 4);
          for (const key of letters) {
            await uploadAndConvert(app, heavy, key, longLetter(), 'letter.docx');
          }
          const queued = Date.now();
          await uploadAndConvert(app, other, keyA, await makePdf('Transcript'), 'transcript.pdf');
          expect(await settledStatus(app, other, keyA, 60_000)).toEqual({ status: 'COMPLETED' });
          const waited = Date.now() - queued;
          const waiting = await database.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM document_conversions
              WHERE applicant_id = $1 AND status = 'UNPROCESSED'`,
            [heavy.id],
          );
          // At most one of the four has started (a second only if the first already ended).
          expect(waiting[0]!.n).toBeGreaterThanOrEqual(2);
          expect(waited).toBeLessThan(20_000);
          for (const key of letters) {
            expect(await settledStatus(app, heavy, key, 120_000)).toEqual({ status: 'COMPLETED' });
          }
        } finally {
          await app.close();
        }
      },
      slow,
    );

    it(
      'kills LibreOffice when its conversion is deleted or replaced',
      async () => {
        const app = await startApp(database, dataDir, { convertOptions: { soffice } });
        try {
          const who = await addApplicant(database);
          await uploadAndConvert(app, who, keyA, longLetter(), 'letter.docx');
          expect(await until(() => converters().length > 0, 30_000)).toBe(true);
          const deleted = await app.inject({
            method: 'DELETE',
            url: `/api/pdf/document-answer/${keyA}`,
            headers: who.headers,
          });
          expect(deleted.statusCode).toBe(200);
          expect(await until(() => converters().length === 0, 500)).toBe(true);

          await uploadAndConvert(app, who, keyA, longLetter(), 'letter.docx');
          expect(await until(() => converters().length > 0, 30_000)).toBe(true);
          await uploadAndConvert(app, who, keyA, await makePdf('Replacement'), 'letter.pdf');
          expect(await until(() => converters().length === 0, 500)).toBe(true);
          expect(await settledStatus(app, who, keyA, 30_000)).toEqual({ status: 'COMPLETED' });
          const answers = await app.inject({
            method: 'GET',
            url: '/api/document-answer',
            headers: who.headers,
          });
          expect(Object.values(answers.json())).toEqual([
            expect.objectContaining({ file_name: 'letter.pdf' }),
          ]);
        } finally {
          await app.close();
        }
      },
      slow,
    );
  });
});
