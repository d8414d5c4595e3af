import { isPendingStatus } from '@applykit/api-contract/policies';
import {
  AddressLookup,
  Checkbox,
  DateInput,
  PhoneInput,
  RadioGroup,
  Select,
  Spinner,
  useMessages,
  TextInput,
  retryableLazy,
} from '@applykit/ui';
// The file rules' entry, not the kit's: the upload widget and its dialog stay in their chunk.
import { FileRefusedError, uploadFailureMessage } from '@applykit/ui/file-rules';
import {
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { Answers } from '../conditions/conditions';
import { indexDefinition } from '../model/dataModel';
import type { FieldDefinition, LookupFill } from '../model/types';
import { descKey, isCoded, resolveOptions } from '../model/walk';
import { chromeText } from '../rules/messages';
import { QuestionFormContext, useFormEnvironment, useHostState } from './context';
import type { ApplicationHost, ConversionReport, ConversionStatus, LookupDetail } from './host';
import { useClearWhenHidden, useCommonProps, useCondition } from './hooks';
import { LazySchoolSearch, LazyTextArea } from './lazyWidgets';
import { RegisteredWidget } from './widgets';

/**
 * A field with its own condition: hidden (and cleared) while the condition does not hold. Out
 * of the applicant's details, a shown question is a `<form>` of its own (`SectionForms`).
 */
export function FieldView({ field }: { field: FieldDefinition }) {
  const visible = useCondition(field.showWhen);
  const self = useMemo(() => [field], [field]);
  useClearWhenHidden(self, visible);
  const submitPage = useContext(QuestionFormContext);
  if (!visible) return null;
  if (!submitPage) return <FieldControl field={field} />;
  return (
    <form noValidate onSubmit={submitPage}>
      <FieldControl field={field} />
      <button type="submit" hidden tabIndex={-1} />
    </form>
  );
}

/**
 * The widget for a field definition: the partner's widget registered for its kind, else the
 * built-in one. A new question is a definition entry, never a new component.
 */
function FieldControl({ field }: { field: FieldDefinition }) {
  const { widgets } = useFormEnvironment();
  const registered =
    widgets && Object.hasOwn(widgets, field.widget) ? widgets[field.widget] : undefined;
  if (registered) return <RegisteredWidget field={field} widget={registered} />;
  switch (field.widget) {
    case 'text':
    case 'email':
    case 'number':
      return <TextField field={field} />;
    case 'phone':
      return <PhoneField field={field} />;
    case 'date':
      return <DateField field={field} />;
    case 'textarea':
      return <TextAreaField field={field} />;
    case 'select':
    case 'radio':
      return <ChoiceField field={field} />;
    case 'checkbox':
      return <CheckboxField field={field} />;
    case 'file':
      return <FileField field={field} />;
    case 'lookup':
      return <LookupField field={field} />;
    default:
      // A kind nobody registered: the development check names it; in production, a text box.
      return <TextField field={field} />;
  }
}

/** Native inputs stay uncontrolled: typing re-renders nothing (DESIGN: register). */
function TextField({ field }: { field: FieldDefinition }) {
  const common = useCommonProps(field);
  const { register } = useFormContext<Answers>();
  return (
    <TextInput
      {...common}
      {...register(field.key)}
      type={field.widget === 'email' ? 'email' : 'text'}
      inputMode={field.widget === 'number' ? 'decimal' : undefined}
      autoComplete={field.autoComplete}
    />
  );
}

/**
 * Widgets that keep state of their own (the phone mask, the date picker, the character count)
 * take the answer through React Hook Form's controller rather than a registered native input.
 */
function useControlledProps(field: FieldDefinition) {
  const common = useCommonProps(field);
  const {
    field: { ref, name, value, onChange, onBlur },
  } = useController<Answers>({ name: field.key });
  return { ...common, ref, name, value: value ?? '', onChange, onBlur };
}

/** The masked phone input formats as the applicant types: (###) ###-####. */
function PhoneField({ field }: { field: FieldDefinition }) {
  const props = useControlledProps(field);
  return <PhoneInput {...props} autoComplete={field.autoComplete ?? 'tel-national'} />;
}

function DateField({ field }: { field: FieldDefinition }) {
  const props = useControlledProps(field);
  return <DateInput {...props} autoComplete={field.autoComplete} />;
}

/** A widget whose code loads with the page that shows it: a spinner names it meanwhile. */
function Loading({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useMessages();
  return (
    <Suspense fallback={<Spinner label={t('form.field.loading', { label })} />}>
      {children}
    </Suspense>
  );
}

function TextAreaField({ field }: { field: FieldDefinition }) {
  const props = useControlledProps(field);
  const { partner } = useFormEnvironment();
  return (
    <Loading label={props.label}>
      <LazyTextArea {...props} limit={partner.textareaLimit} />
    </Loading>
  );
}

/** Select and radio keep the chosen label in `${key}_desc`. */
function ChoiceField({ field }: { field: FieldDefinition }) {
  const common = useCommonProps(field);
  const environment = useFormEnvironment();
  const { setValue } = useFormContext<Answers>();
  const {
    field: { ref, ...control },
  } = useController<Answers>({ name: field.key });
  const options = useMemo(() => resolveOptions(field, environment), [field, environment]);
  const choose = (value: string) => {
    control.onChange(value);
    setValue(descKey(field.key), environment.descOf(field.key, value), { shouldDirty: true });
  };
  if (field.widget === 'radio') {
    return (
      <RadioGroup
        {...common}
        ref={ref}
        name={control.name}
        options={options}
        value={control.value ?? ''}
        onChange={choose}
        onBlur={control.onBlur}
        orientation={options.length <= 2 ? 'horizontal' : 'vertical'}
      />
    );
  }
  return (
    <Select
      {...common}
      ref={ref}
      name={control.name}
      options={options}
      value={control.value ?? ''}
      onChange={choose}
      onBlur={control.onBlur}
      autoComplete={field.autoComplete}
    />
  );
}

/** A check box stores 'true' or 'false'. */
function CheckboxField({ field }: { field: FieldDefinition }) {
  const common = useCommonProps(field);
  const {
    field: { ref, ...control },
  } = useController<Answers>({ name: field.key });
  return (
    <Checkbox
      {...common}
      ref={ref}
      name={control.name}
      value={control.value === 'true'}
      onChange={(checked) => control.onChange(checked ? 'true' : 'false')}
      onBlur={control.onBlur}
    />
  );
}

/** A conversion is polled every 2000 ms at first; the wait between polls grows from there. */
export const CONVERSION_POLL_MS = 2000;
/** Each wait is this much longer than the one before, up to `CONVERSION_POLL_MAX_MS`. */
const CONVERSION_POLL_BACKOFF = 1.5;
export const CONVERSION_POLL_MAX_MS = 15_000;
/** After this long a conversion is given up on: the server's own retries are over by then. */
export const CONVERSION_WAIT_LIMIT_MS = 5 * 60_000;
export function isConverting(status: ConversionStatus | undefined): boolean {
  return status !== undefined && isPendingStatus(status);
}

/** A host may answer a bare status or a status with the server's reason. */
export function conversionReport(answer: ConversionStatus | ConversionReport): ConversionReport {
  return typeof answer === 'string' ? { status: answer } : answer;
}

/** The waits between polls: 2000 ms, then 1.5 times longer each time, at most 15 s. */
export function conversionPollDelays(limitMs = CONVERSION_WAIT_LIMIT_MS): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let delay = CONVERSION_POLL_MS; total + delay <= limitMs;) {
    delays.push(delay);
    total += delay;
    delay = Math.min(Math.round(delay * CONVERSION_POLL_BACKOFF), CONVERSION_POLL_MAX_MS);
  }
  return delays;
}

class ConversionAbandoned extends Error {}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new ConversionAbandoned());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new ConversionAbandoned());
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Polls until the conversion ends, backing off, for at most `CONVERSION_WAIT_LIMIT_MS`; then
 * the wait ends with a refusal that says so. An aborted signal (the field went away) stops it.
 */
export async function waitForConversion(
  host: ApplicationHost,
  key: string,
  signal: AbortSignal,
): Promise<ConversionReport> {
  for (const delay of [...conversionPollDelays(), undefined]) {
    const report = conversionReport(await host.getConversionStatus(key));
    if (signal.aborted) throw new ConversionAbandoned();
    if (!isPendingStatus(report.status)) return report;
    if (delay === undefined) break;
    await pause(delay, signal);
  }
  throw new FileRefusedError(chromeText.conversionTimedOut);
}

const FileUpload = retryableLazy(async () => ({
  default: (await import('./fileWidget')).FileUpload,
}));

/**
 * Upload, convert, refetch. A failure shows the reason under the field
 * (the server's words when it refused the file) and a toast naming the question, whose reset
 * clears the message and deletes the conversion. The field counts as converting from the
 * moment a file is chosen, so no tab switch can run under a presign or an upload.
 */
function FileField({ field }: { field: FieldDefinition }) {
  const common = useCommonProps(field);
  const { host, client } = useFormEnvironment();
  const { t } = useMessages();
  const hostState = useHostState();
  const { key } = field;
  const document = hostState.documents[key];
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const hostStateRef = useRef(hostState);
  useEffect(() => {
    hostStateRef.current = hostState;
  }, [hostState]);
  const watching = useRef<AbortController | null>(null);
  useEffect(() => () => watching.current?.abort(), []);

  const uploadError = t('form.toast.uploadError', { label: common.label });
  const upload = async (file: File) => {
    watching.current?.abort();
    const controller = new AbortController();
    watching.current = controller;
    setFailure(null);
    hostState.setConversion(key, 'UNPROCESSED');
    try {
      setUploading(true);
      try {
        await host.uploadDocument(key, file);
      } finally {
        if (!controller.signal.aborted) setUploading(false);
      }
      const report = await waitForConversion(host, key, controller.signal);
      hostStateRef.current.setConversion(key, report.status);
      if (report.status === 'FAILED') {
        throw report.message ? new FileRefusedError(report.message) : new Error('FAILED');
      }
      await hostStateRef.current.refreshDocuments();
      host.dismissError?.(uploadError);
    } catch (error) {
      if (error instanceof ConversionAbandoned) return;
      const message = uploadFailureMessage(error);
      setFailure(message);
      hostStateRef.current.setConversion(key, undefined);
      await host.deleteConversion(key).catch(() => undefined);
      host.notifyError(uploadError, {
        reset: () => {
          setFailure(null);
          void host.deleteConversion(key).catch(() => undefined);
        },
      });
      throw error;
    }
  };

  const remove = async () => {
    await host.deleteDocument(key);
    await host.deleteConversion(key).catch(() => undefined);
    hostState.setConversion(key, undefined);
    setFailure(null);
    host.dismissError?.(uploadError);
    await hostState.refreshDocuments();
  };

  return (
    <Loading label={common.label}>
      <FileUpload
        {...common}
        document={document ? { name: document.file_name, size: document.file_size } : null}
        status={
          uploading
            ? 'uploading'
            : isConverting(hostState.conversions[key])
              ? 'converting'
              : undefined
        }
        failure={failure}
        anonymous={!client.is_logged_in}
        onUpload={upload}
        onDelete={remove}
      />
    </Loading>
  );
}

/** Fills the keys a lookup names, with `_desc` labels for coded targets. */
function useFill(fill: LookupFill) {
  const environment = useFormEnvironment();
  const { setValue } = useFormContext<Answers>();
  return useCallback(
    (detail: LookupDetail) => {
      for (const [name, target] of Object.entries(fill)) {
        const value = detail[name as keyof LookupDetail];
        if (value === undefined || target === undefined) continue;
        setValue(target, value, { shouldDirty: true });
        const definition = indexDefinition(environment.definition).field(target);
        if (definition && isCoded(definition)) {
          setValue(descKey(target), environment.descOf(target, value), { shouldDirty: true });
        }
      }
    },
    [fill, environment, setValue],
  );
}

/**
 * School search (college_ceeb, hs_ceeb) or address lookup, through the host's lookup calls.
 * The widgets' records use the lookup's own key names, so a detail fills the answers as is.
 */
function LookupField({ field }: { field: FieldDefinition }) {
  const common = useCommonProps(field);
  const { host } = useFormEnvironment();
  const {
    field: { ref, ...control },
  } = useController<Answers>({ name: field.key });
  const lookup = field.lookup ?? { category: 'address' as const, fill: {} };
  const fill = useFill(lookup.fill);
  const { category } = lookup;
  const fetchSuggestions = useCallback(
    (text: string, { signal }: { signal: AbortSignal }) =>
      host.lookupSuggestions(text, category, { signal }),
    [host, category],
  );
  // The model names a token only for the applicant's own address; elsewhere the browser's
  // autofill would cover the suggestions.
  const autoComplete = field.autoComplete ?? 'off';
  const shared = {
    ...common,
    inputRef: ref,
    name: control.name,
    value: control.value ?? '',
    onChange: control.onChange,
    onBlur: control.onBlur,
    autoComplete,
    fetchSuggestions,
  };
  return category === 'address' ? (
    <AddressLookup
      {...shared}
      fetchDetail={async (suggestion, { signal }) => {
        const detail = await host.lookupDetail(suggestion, category, { signal });
        return { ...detail, address_line_1: detail.address_line_1 ?? suggestion.text };
      }}
      onSelect={fill}
    />
  ) : (
    <Loading label={common.label}>
      <LazySchoolSearch
        {...shared}
        fetchDetail={async (suggestion, { signal }) => {
          const detail = await host.lookupDetail(suggestion, category, { signal });
          return { ...detail, name: detail.name ?? suggestion.text };
        }}
        onSelect={(school) => fill(school)}
      />
    </Loading>
  );
}
