/**
 * The conversion process: started by `isolatedConversion.ts` for one piece of work (one
 * uploaded file, or one application PDF), it does it and exits. Decoding images, parsing and
 * copying PDFs and running LibreOffice happen here, so no upload can hold up the server's
 * event loop, and its memory and time are bounded by the server that started it.
 */
import { renderApplicationPdf } from '../application-pdf/render';
import { convertToPdf, isOutOfMemory, needsTooMuchMemory } from './convertToPdf';
import type { ConversionRequest, ConversionResult } from './isolatedConversion';
import { DocumentRejected } from './fileContent';

process.once('message', (request: ConversionRequest) => {
  const work =
    request.kind === 'document'
      ? convertToPdf(request.bytes, request.type, request.options)
      : renderApplicationPdf(request.content);
  void work
    .then(
      (pdf): ConversionResult => ({ pdf }),
      (error: unknown): ConversionResult => {
        if (error instanceof DocumentRejected) return { rejected: error.message };
        if (isOutOfMemory(error)) return { rejected: needsTooMuchMemory };
        return { failed: error instanceof Error ? error.message : String(error) };
      },
    )
    .then((result) => process.send!(result, () => process.disconnect()));
});
