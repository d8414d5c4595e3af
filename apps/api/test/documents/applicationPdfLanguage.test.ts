import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';
import { databaseKinds } from '../support/database';
import { call } from '../security/support';
import { pdfText } from './fixtures';
import { builtApplicationPdf } from './serverUploads';

describe.each(databaseKinds)("the application PDF in the applicant's language on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(() => server.app.close());

  async function printed(cookie: string): Promise<string> {
    const pdf = await builtApplicationPdf(server.app, { cookie });
    expect(pdf.status).toBe('COMPLETED');
    const download = await call(server.app, cookie, 'GET', pdf.url!);
    return (await pdfText(download.rawPayload)).text.replace(/\s+/g, ' ');
  }

  it('prints in Spanish for an applicant who chose Spanish, and again in English after a switch', async () => {
    const { cookie } = await signedInApplicant(server);
    await call(server.app, cookie, 'PUT', '/api/answer', {
      first_name: 'Ana',
      city: 'Bowie',
      gender: 'F',
      gender_desc: 'Female',
    });
    expect(
      (await call(server.app, cookie, 'PUT', '/api/locale', { locale: 'es' })).statusCode,
    ).toBe(200);
    const spanish = await printed(cookie);
    for (const text of [
      'Solicitud de admisión por transferencia',
      'Solicitante: Ana',
      'Impreso el',
    ]) {
      expect(spanish).toContain(text);
    }
    for (const text of [
      'Sus datos',
      'Nombre Ana',
      'Ciudad Bowie',
      'Sexo legal Femenino',
      'Sin respuesta',
    ]) {
      expect(spanish).toContain(text);
    }
    expect(spanish).not.toContain('First Name');

    await call(server.app, cookie, 'PUT', '/api/locale', { locale: 'en' });
    const english = await printed(cookie);
    expect(english).toContain('Application for Transfer Admission');
    expect(english).toContain('First Name Ana');
    expect(english).not.toContain('Nombre Ana');
  });
});
