/**
 * Payloads and replies of platform §3 and §7 as the portal reads them: the contract's types
 * where it has them, the document calls' shapes here until its index exports them.
 */
export type {
  AddAnotherCounts,
  Answers,
  ConfirmationFields as ConfirmFields,
  DocumentAnswer,
  DocumentAnswers,
  ForgotPasswordFields as ForgotFields,
  LoginFields,
  LookupCategory,
  LookupRecord as LookupDetail,
  LookupSuggestion,
  MessageReply,
  PasswordResetFields as ResetFields,
  Profile,
  ServiceView,
  SignUpFields,
  TabChoices,
  TemporaryAnswersReply,
  ValidationErrors,
  WebStatus,
} from '@applykit/api-contract';

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

export type ConversionStatus =
  'UNPROCESSED' | 'IN_PROGRESS' | 'COMPLETED' | 'NOT_ANSWERED' | 'FAILED';

export interface ConversionReply {
  status: ConversionStatus;
  message?: string;
}

export interface PdfReply {
  status: ConversionStatus;
  url?: string;
  message?: string;
}
