export { documentRoutes } from './routes';
export { readDocumentAnswers } from './documentConversion';
export { answersFromApplication } from './sessionWiring';
