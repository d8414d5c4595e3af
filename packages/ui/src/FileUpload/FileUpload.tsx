import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  forwardRef,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { joinClassNames } from '../composeProps';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { ReadOnlyValue } from '../Field/ReadOnlyValue';
import { useField } from '../Field/useField';
import { MODAL_INITIAL_FOCUS, Modal, ModalClose, ModalContent, ModalTrigger } from '../Modal/Modal';
import { catalogues } from '../messages/catalogues.generated';
import { useMessages } from '../messages/MessagesProvider';
import { sourceText, type Translator } from '../messages/translator';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './FileUpload.css';
import {
  ALLOWED_FILE_EXTENSIONS,
  checkFile,
  formatFileSize,
  UPLOAD_FAILED_TEXT,
  uploadFailureMessage,
} from './fileRules';

export type FileUploadStatus = 'idle' | 'uploading' | 'converting' | 'done' | 'failed';

// The English texts; the widget shows each in the applicant's language.
export const ANONYMOUS_UPLOAD_TEXT = sourceText(catalogues, 'ui.file.needsAccount');
export const DELETE_FILE_TITLE = sourceText(catalogues, 'ui.file.deleteTitle');
export const DELETE_FILE_TEXT = sourceText(catalogues, 'ui.file.deleteText');
export const DELETE_FAILED_TEXT = sourceText(catalogues, 'ui.file.deleteFailed');

export interface UploadedDocument {
  name: string;
  /** In bytes. */
  size?: number;
}

export interface FileUploadProps {
  /** Added to the widget's own classes on its outer element, which its ref reaches. */
  className?: string;
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Messages from outside (the form's rules); the four file checks are added by the widget. */
  errors?: readonly string[];
  required?: boolean;
  /**
   * The stored document (file_name and file_size of the document answer), or null for none.
   * Given, it decides between done and idle; left out, the widget remembers its own upload.
   */
  document?: UploadedDocument | null;
  /**
   * Overrides the widget's own state: the host knows when the server is converting.
   * Left out, the widget shows uploading while `onUpload` runs, then done or failed.
   */
  status?: FileUploadStatus;
  /**
   * The failed state's message, controlled: a string shows it, null shows no failure. Left
   * out, the widget keeps the failure of its last upload itself.
   */
  failure?: string | null;
  /**
   * Sends a file that passed the client checks; reject to show the failed state, with a
   * `FileRefusedError` to show the server's reason instead of "Please try again".
   */
  onUpload: (file: File) => Promise<void>;
  /**
   * Deletes the stored document, after the user confirmed in the "Delete File" dialog. A
   * rejection keeps the dialog open with a message; Cancel still closes it.
   */
  onDelete: () => Promise<void>;
  /** Anonymous visitors see a sign-up notice instead of the file picker. */
  anonymous?: boolean;
  disabled?: boolean;
  /** Print view: says whether a document is attached. */
  readOnly?: boolean;
}

/**
 * What to show: the host's `status` wins; then an upload in flight or failed here; then the
 * host's `document` (given at all, it is the truth); else the outcome of the last upload here.
 */
function currentStatus(
  status: FileUploadStatus | undefined,
  ownStatus: FileUploadStatus,
  document: UploadedDocument | null | undefined,
  failure: string | null | undefined,
  convertedThisUpload: boolean,
): FileUploadStatus {
  if (status) return status;
  // Between the host's conversion ending and the upload settling, stay at converting rather
  // than step back to uploading.
  if (ownStatus === 'uploading' && convertedThisUpload) return 'converting';
  if (failure !== undefined && ownStatus !== 'uploading') {
    if (failure !== null) return 'failed';
    return document ? 'done' : 'idle';
  }
  if (ownStatus === 'uploading' || ownStatus === 'failed') return ownStatus;
  if (document !== undefined) return document ? 'done' : 'idle';
  return ownStatus;
}

/**
 * What the widget's status region says: each step of an upload once, a refused file with its
 * reasons, and the end in words ("… uploaded"). Empty while nothing is going on.
 */
function spokenStatus(
  current: FileUploadStatus,
  name: string,
  size: number | undefined,
  refused: { name: string; messages: string[] } | null,
  failure: string,
  translator: Translator,
): string {
  const { t, translateText } = translator;
  switch (current) {
    case 'uploading':
      return t('ui.file.uploadingName', { name });
    case 'converting':
      return t('ui.file.convertingName', { name });
    case 'done':
      return t('ui.file.uploadedName', {
        name: `${name}${size === undefined ? '' : ` (${formatFileSize(size, translator)})`}`,
      });
    case 'failed':
      return [name ? t('ui.file.notUploaded', { name }) : '', translateText(failure)]
        .filter(Boolean)
        .join(' ');
    default:
      return refused
        ? [
            t('ui.file.notUploaded', { name: refused.name }),
            ...refused.messages.map(translateText),
          ].join(' ')
        : '';
  }
}

/** A file picker with client checks, upload and conversion progress, and a confirmed delete. */
export const FileUpload = forwardRef<HTMLElement, FileUploadProps>(function FileUpload(
  {
    id,
    label,
    hint,
    errors,
    required,
    document,
    status,
    failure,
    onUpload,
    onDelete,
    anonymous,
    disabled,
    readOnly,
    className,
  }: FileUploadProps,
  ref,
) {
  const translator = useMessages();
  const { t } = translator;
  const [ownStatus, setOwnStatus] = useState<FileUploadStatus>('idle');
  const [ownFailure, setOwnFailure] = useState(UPLOAD_FAILED_TEXT);
  const [pendingName, setPendingName] = useState('');
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [refused, setRefused] = useState<{ name: string; messages: string[] } | null>(null);
  const [convertedThisUpload, setConvertedThisUpload] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const focusPicker = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const current = currentStatus(status, ownStatus, document, failure, convertedThisUpload);
  const shownErrors = [
    ...(errors ?? []),
    ...fileErrors,
    ...(current === 'failed' ? [failure ?? ownFailure] : []),
  ];
  const field = useField({ id, hint, errors: shownErrors, required });
  const name = document?.name ?? pendingName;

  // Noted while rendering (React re-renders at once), so no frame shows the step back.
  if (status === 'converting' && ownStatus === 'uploading' && !convertedThisUpload)
    setConvertedThisUpload(true);

  // After a delete the picker comes back; focus goes to it rather than to the page.
  useEffect(() => {
    if (!focusPicker.current || !inputRef.current) return;
    inputRef.current.focus();
    focusPicker.current = false;
  }, [current]);

  // Each state replaces the control before it (picker, progress, file with Delete). When the
  // focused one goes, focus moves to what replaced it instead of falling to the page.
  const bodyRef = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const container = bodyRef.current;
    if (!hadFocus.current || !container) return;
    // `document` here is the stored file (a prop); the page is the container's.
    const page = container.ownerDocument;
    const active = page.activeElement;
    if (active && active !== page.body && active !== container) return;
    container.querySelector<HTMLElement>('input, button:not([disabled]), [tabindex="-1"]')?.focus();
  }, [current]);

  if (readOnly) {
    return (
      <ReadOnlyValue
        ref={ref as Ref<HTMLDivElement>}
        className={className}
        id={field.id}
        label={label}
        value={document ? t('ui.file.attached', { name: document.name }) : t('ui.file.notAttached')}
      />
    );
  }

  if (anonymous) {
    return (
      <div
        ref={ref as Ref<HTMLDivElement>}
        className={joinClassNames(fieldStyles.field, className)}
        id={field.id}
      >
        <span className={fieldStyles.label}>{label}</span>
        <p className={styles.notice}>{t('ui.file.needsAccount')}</p>
      </div>
    );
  }

  const upload = async (file: File) => {
    const messages = checkFile(file);
    setFileErrors(messages);
    setRefused(messages.length > 0 ? { name: file.name, messages } : null);
    if (messages.length > 0) return;
    setConvertedThisUpload(false);
    setPendingName(file.name);
    setOwnStatus('uploading');
    try {
      await onUpload(file);
      setOwnStatus('done');
    } catch (error) {
      setOwnFailure(uploadFailureMessage(error));
      setOwnStatus('failed');
    }
  };

  const openConfirmation = (open: boolean) => {
    if (deleting) return;
    setConfirming(open);
    setDeleteFailed(false);
  };

  const remove = async () => {
    setDeleting(true);
    setDeleteFailed(false);
    try {
      await onDelete();
    } catch {
      setDeleteFailed(true);
      return;
    } finally {
      setDeleting(false);
    }
    setConfirming(false);
    setOwnStatus('idle');
    setPendingName('');
    focusPicker.current = true;
  };

  let body: ReactNode;
  if (current === 'uploading' || current === 'converting') {
    body = (
      <div key="progress" data-state={current} className={styles.status()} tabIndex={-1}>
        <Spinner
          size="m"
          label={t(current === 'uploading' ? 'ui.file.uploading' : 'ui.file.converting')}
        />
        <span>
          {t(current === 'uploading' ? 'ui.file.uploadingName' : 'ui.file.convertingName', {
            name,
          })}
        </span>
      </div>
    );
  } else if (current === 'done') {
    body = (
      <div key="done" data-state="done" className={styles.status()}>
        <span className={styles.uploaded}>{t('ui.file.uploaded')}</span>
        <span className={styles.fileName}>
          {name}
          {document?.size !== undefined ? ` (${formatFileSize(document.size, translator)})` : null}
        </span>
        <Modal open={confirming} onOpenChange={openConfirmation}>
          {/* The dialog's trigger: Cancel and Escape give focus back to it. */}
          <ModalTrigger asChild>
            <Button
              variant="secondary"
              disabled={disabled}
              aria-label={t('ui.file.deleteName', { name })}
            >
              {t('ui.file.delete')}
            </Button>
          </ModalTrigger>
          <ModalContent
            size="xs"
            title={t('ui.file.deleteTitle')}
            description={t('ui.file.deleteText')}
            footer={
              <>
                <ModalClose asChild>
                  <Button
                    variant="secondary"
                    disabled={deleting}
                    {...{ [MODAL_INITIAL_FOCUS]: '' }}
                  >
                    {t('ui.file.cancel')}
                  </Button>
                </ModalClose>
                <Button
                  variant="danger"
                  disabled={deleting}
                  aria-busy={deleting || undefined}
                  onClick={() => void remove()}
                >
                  {t(deleting ? 'ui.file.deleting' : 'ui.file.delete')}
                </Button>
              </>
            }
          >
            {deleteFailed ? (
              <p role="alert" className={fieldStyles.errors}>
                {t('ui.file.deleteFailed')}
              </p>
            ) : null}
          </ModalContent>
        </Modal>
      </div>
    );
  } else {
    body = (
      <input
        ref={inputRef}
        type="file"
        accept={ALLOWED_FILE_EXTENSIONS.join(',')}
        disabled={disabled}
        className={styles.input}
        {...field.inputProps}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Clearing the picker lets the same file be chosen again after a fix or a failure.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    );
  }

  return (
    <Field
      ref={ref}
      className={className}
      field={field}
      label={label}
      hint={hint}
      errors={shownErrors}
      required={required}
    >
      <div
        ref={bodyRef}
        onFocus={() => (hadFocus.current = true)}
        onBlur={(event) => {
          // A control removed while focused blurs with no next target: that is not leaving.
          if (event.relatedTarget)
            hadFocus.current = bodyRef.current?.contains(event.relatedTarget) ?? false;
        }}
      >
        {body}
      </div>
      {/* One status region for the widget's whole life: a live region that appears together
          with its message is not read, and the boxes above come and go. */}
      <VisuallyHidden role="status">
        {spokenStatus(current, name, document?.size, refused, failure ?? ownFailure, translator)}
      </VisuallyHidden>
    </Field>
  );
});
