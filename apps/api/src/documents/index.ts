export { documentRoutes, applicationPdfDownloadPath } from './routes';
export type { DocumentRoutesOptions } from './routes';
export { readDocumentAnswers } from './documentConversion';
export { answersFromApplication } from './sessionWiring';
export { LocalStorage, S3Storage, storageFromEnv, localUploadPath } from './storage';
export type { DocumentStorage, S3Settings, UploadForm } from './storage';
