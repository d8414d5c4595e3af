/**
 * The conversion process: started by `convertInOwnProcess` for one file, it converts it and
 * exits. Decoding images and parsing PDFs happen here, so no upload can hold up the server's
 * event loop, and its memory and time are bounded by the server that started it.
 */
import { convertToPdf, isOutOfMemory, needsTooMuchMemory } from './convertToPdf';
import type { ConversionRequest, ConversionResult } from './isolatedConversion';
import { DocumentRejected } from './fileContent';

process.once('message', (request: ConversionRequest) => {
  void convertToPdf(request.bytes, request.type, request.options)
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
