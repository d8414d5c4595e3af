/** Payloads and replies of the API as the portal reads them: the contract's types. */
export type {
  Answers,
  ApplicationPdfReply as PdfReply,
  Profile,
  ValidationErrors,
  WebStatus,
} from '@applykit/api-contract';
