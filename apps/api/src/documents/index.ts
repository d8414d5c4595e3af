export { documentRoutes, applicationPdfDownloadPath } from './routes';
export type { DocumentRoutesOptions } from './routes';
export { readDocumentAnswers } from './documentConversion';
export { answersFromApplication } from './sessionWiring';
export { LocalStorage, S3Storage, openStorage, localUploadPath } from './storage';
export type { DocumentStorage, S3Settings, StorageSettings, UploadForm } from './storage';
