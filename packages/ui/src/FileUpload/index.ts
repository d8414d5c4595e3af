export {
  FileUpload,
  ANONYMOUS_UPLOAD_TEXT,
  DELETE_FILE_TITLE,
  DELETE_FILE_TEXT,
  DELETE_FAILED_TEXT,
} from './FileUpload';
export type { FileUploadProps, FileUploadStatus, UploadedDocument } from './FileUpload';
export {
  checkFile,
  formatFileSize,
  FILE_MESSAGES,
  MAX_FILE_SIZE,
  MAX_FILE_NAME_LENGTH,
  ALLOWED_FILE_EXTENSIONS,
  FileRefusedError,
  UPLOAD_FAILED_TEXT,
  uploadFailureMessage,
} from './fileRules';
