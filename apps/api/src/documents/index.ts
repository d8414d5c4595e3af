export { documentRoutes, applicationPdfDownloadPath } from './routes';
export type { Applicant, DocumentRoutesOptions } from './routes';
export { readDocumentAnswers } from './documentConversion';
export { applicantFromSession, answersFromApplication } from './sessionWiring';
export { LocalStorage, S3Storage, storageFromEnv, localUploadPath } from './storage';
export type { DocumentStorage, S3Settings, UploadForm } from './storage';
