import { checkFile } from '@applykit/api-contract/policies';

/** What the file rules need of a chosen file (a browser File satisfies it). */
export interface FileFacts {
  name: string;
  size: number;
}

/**
 * The file rules. They are the API contract's (`@applykit/api-contract/policies`), so the upload
 * widget, the form and the server refuse exactly the same files with the same texts.
 */
export const validateFile: (file: FileFacts) => string[] = checkFile;
