import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { accountMessages, messages, serverMessages } from '@applykit/api-contract';
import { catalogueProblems, createTranslator } from '@applykit/ui/messages';
import { FILE_MESSAGES } from '@applykit/ui/file-rules';
import { describe, expect, it } from 'vitest';
import { compiledCatalogues } from '../../../scripts/compile-messages.mjs';
import { translateReplyText } from '../src/http/reply-language';
import { acceptedLocale, serverCatalogues, serverLocaleOf } from '../src/messages';

const packageDir = resolve(import.meta.dirname, '..');
const english = createTranslator({ catalogues: [serverCatalogues] });

describe("the server's catalogues", () => {
  it('are compiled from messages/*.json as they stand (run the package build after an edit)', async () => {
    const { generated, expected } = await compiledCatalogues(packageDir, '@applykit/ui/messages');
    expect(generated).toBe(expected);
  });

  it('has every id in es, with the same ICU parameters', () => {
    expect(catalogueProblems(serverCatalogues.en!, serverCatalogues.es!)).toEqual([]);
  });

  it("word the contract's replies in en word for word", () => {
    for (const [key, text] of Object.entries(serverMessages)) {
      if (`api.reply.${key}` in serverCatalogues.en!) {
        expect(english.t(`api.reply.${key}`), key).toBe(text);
      }
    }
    for (const key of ['sessionInvalid', 'unexpected', 'pdfDownloadFailed', 'submitted'] as const) {
      expect(english.t(`api.reply.${key}`), key).toBe(messages[key]);
    }
  });

  it('translate into es every reply text an applicant can read', () => {
    const contractTexts = [
      ...Object.values(serverMessages).filter(
        // Admin calls only: staff read these, in English.
        (text) =>
          ![
            serverMessages.adminKeyRequired,
            serverMessages.adminDisabled,
            serverMessages.applicantNotFound,
            serverMessages.tokenRevoked,
            serverMessages.tokenNotIssued,
          ].includes(text as never),
      ),
      messages.sessionInvalid,
      messages.unexpected,
      messages.pdfDownloadFailed,
      messages.submitted,
      ...Object.values(accountMessages),
      ...Object.values(FILE_MESSAGES),
    ];
    const withParameters = [
      'Your password must be at most 256 characters.',
      'Your password does not meet the requirements: at least 12 characters, a number.',
      'These answers are not part of the application: city, zip.',
      'The answer to city is longer than 20000 characters.',
      'Choose one of: tab_a, tab_b.',
      'Your file could not be read as a .png file. Please check the file and upload it again.',
      'Your image could not be read as a .jpeg file. Please check the file and upload it again.',
      'Your image is too large to process (9000 × 9000 pixels). Please reduce it to at most 40 megapixels and upload it again.',
      'Your PDF has more than 300 pages.',
    ];
    for (const text of [...contractTexts, ...withParameters]) {
      expect(translateReplyText(text, 'es'), text).not.toBe(text);
      expect(translateReplyText(text, 'en'), text).toBe(text);
    }
  });

  it('translate into es every sentence the routes and the document checks reply with', () => {
    const folders = ['documents', 'application', 'application-pdf', 'accounts', 'http'];
    const files = [
      ...folders.flatMap((folder) =>
        readdirSync(resolve(packageDir, 'src', folder))
          .filter((file) => file.endsWith('.ts'))
          .map((file) => join(folder, file)),
      ),
      'lookup/index.ts',
    ].filter((file) => file !== 'http/api-reference.ts'); // the API's reference, read by developers
    // Errors that end in the log (a conversion that failed for the server's reasons reads as
    // "We could not convert your file at this time."), never in a reply.
    const internal = new Set([
      'The conversion was cancelled.',
      'LibreOffice finished without writing a PDF.',
      'Register @fastify/rate-limit before lookupRoutes: GET /lookup/find is public.',
    ]);
    const sentences = new Set<string>();
    for (const file of files) {
      const source = readFileSync(resolve(packageDir, 'src', file), 'utf8');
      for (const [, text] of source.matchAll(/'([A-Z][a-z][^'\n]{11,}[.?!])'/g)) {
        if (!internal.has(text!)) sentences.add(text!);
      }
    }
    expect(sentences.size).toBeGreaterThan(15);
    for (const text of sentences) expect(translateReplyText(text, 'es'), text).not.toBe(text);
  });

  it('picks the language from a tag and from Accept-Language', () => {
    expect(serverLocaleOf('es-MX')).toBe('es');
    expect(serverLocaleOf('fr')).toBeUndefined();
    expect(acceptedLocale('fr-CA, es;q=0.7, en;q=0.9')).toBe('en');
    expect(acceptedLocale('fr-CA, es;q=0.7')).toBe('es');
    expect(acceptedLocale('es;q=0, *')).toBeUndefined();
    expect(acceptedLocale(undefined)).toBeUndefined();
  });
});
