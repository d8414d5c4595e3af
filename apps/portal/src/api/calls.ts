import { paths } from '@applykit/api-contract';
import { postForm, request } from './client';
import type {
  AddAnotherCounts,
  Answers,
  ConfirmFields,
  ConversionReply,
  ForgotFields,
  LoginFields,
  LookupCategory,
  LookupDetail,
  LookupSuggestion,
  MessageReply,
  PdfReply,
  PresignedUpload,
  Profile,
  ResetFields,
  ServiceView,
  SignUpFields,
  TabChoices,
  ValidationErrors,
  WebStatus,
  DocumentAnswers,
} from './types';

/** Every call of platform §7, one function each. */
export const api = {
  signUp: (fields: SignUpFields) => request<MessageReply>('POST', paths.signup, { body: fields }),
  confirm: (fields: ConfirmFields) =>
    request<MessageReply>('POST', paths.confirm, { body: fields }),
  logIn: (fields: LoginFields) => request<MessageReply>('POST', paths.login, { body: fields }),
  forgotPassword: (fields: ForgotFields) =>
    request<MessageReply>('POST', paths.forgotPassword, { body: fields }),
  resetPassword: (fields: ResetFields) =>
    request<MessageReply>('POST', paths.resetPassword, { body: fields }),
  resendConfirm: (username: string) =>
    request<Partial<MessageReply> | undefined>('POST', paths.resendConfirm, { body: { username } }),
  temporaryAnswers: (token: string) =>
    request<{ answer: Answers }>('GET', paths.temporaryAnswers, { query: { token } }),
  serviceView: (serviceToken: string) =>
    request<ServiceView>('GET', paths.serviceView, { query: { service_token: serviceToken } }),

  logOut: () => request<unknown>('GET', paths.logout),
  profile: () => request<Profile>('GET', paths.profile),
  /** Tells the server the applicant is still there; the reply says when the session now ends. */
  keepSession: () => request<MessageReply>('GET', paths.session),
  saveLastPage: (lastPage: string) =>
    request<unknown>('PUT', paths.lastPage, { body: { last_page: lastPage } }),
  saveLocale: (locale: string) => request<MessageReply>('PUT', paths.locale, { body: { locale } }),
  saveAnswers: (answers: Answers) => request<MessageReply>('PUT', paths.answer, { body: answers }),
  postWebStatus: (webStatus: WebStatus) =>
    request<unknown>('POST', paths.webStatus, { body: { web_status: webStatus } }),
  postValidations: (errors: ValidationErrors) =>
    request<unknown>('POST', paths.validations, { body: errors }),
  submit: () => request<unknown>('POST', paths.submit),

  tabs: () => request<TabChoices>('GET', paths.tabs),
  saveTab: (tabId: string, chosenTab: string) =>
    request<TabChoices>('PUT', paths.tabs, { body: { tab_id: tabId, chosen_tab: chosenTab } }),
  addAnother: () => request<AddAnotherCounts>('GET', paths.addAnother),
  saveAddAnother: (buttonId: string, numComponents: number) =>
    request<AddAnotherCounts>('PUT', paths.addAnother, {
      body: { button_id: buttonId, num_components: numComponents },
    }),

  documentAnswers: () => request<DocumentAnswers>('GET', paths.documentAnswer),
  deleteDocumentAnswer: (answerKey: string) =>
    request<unknown>('DELETE', `${paths.documentAnswer}/${encodeURIComponent(answerKey)}`),
  presignedUpload: (answerKey: string) =>
    request<PresignedUpload>('POST', paths.presignedUrl, { body: { answer_key: answerKey } }),
  upload: (upload: PresignedUpload, file: File) => postForm(upload.url, upload.fields, file),
  convertDocument: (answerKey: string, fileKey: string, fileName: string) =>
    request<unknown>('POST', `${paths.documentConversion}/${encodeURIComponent(answerKey)}`, {
      body: { file_key: fileKey, file_name: fileName },
    }),
  conversionStatus: (answerKey: string) =>
    request<ConversionReply>('GET', `${paths.documentConversion}/${encodeURIComponent(answerKey)}`),
  deleteConversion: (answerKey: string) =>
    request<unknown>('DELETE', `${paths.documentConversion}/${encodeURIComponent(answerKey)}`),
  applicationPdf: () => request<PdfReply>('GET', paths.applicationPdf),

  lookupSuggestions: (text: string, category: LookupCategory, signal?: AbortSignal) =>
    request<LookupSuggestion[]>('GET', paths.lookup, {
      query: { text, category, max_results: LOOKUP_MAX_RESULTS },
      signal,
    }),
  lookupDetail: (id: string, category: LookupCategory) =>
    request<LookupDetail>('GET', paths.lookup, { query: { id, category } }),
};

/** Platform §9: a lookup lists at most five suggestions. */
export const LOOKUP_MAX_RESULTS = 5;
