import {
  AddressLookup,
  Checkbox,
  DateInput,
  PhoneInput,
  RadioGroup,
  SchoolSearch,
  Select,
  Spinner,
  TextArea,
  TextInput,
} from '@applykit/ui';
import { Suspense, lazy, useCallback, useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { Answers } from '../conditions/conditions';
import { fieldDefinition } from '../model/dataModel';
import { formatPartnerText } from '../model/partner';
import type { FieldDefinition, LookupFill } from '../model/types';
import { descKey, isCoded, resolveOptions } from '../model/walk';
import { chromeText } from '../rules/messages';
import { useFormEnvironment, useHostState } from './context';
import type { ApplicationHost, ConversionStatus, LookupDetail } from './host';
import { useClearWhenHidden, useCondition, useFieldErrors } from './hooks';

/** A field with its own condition: hidden (and cleared) while the condition does not hold. */
export function FieldView({ field }: { field: FieldDefinition }) {
  const visible = useCondition(field.showWhen);
  const self = useMemo(() => [field], [field]);
  useClearWhenHidden(self, visible);
  return visible ? <FieldControl field={field} /> : null;
}

/** The widget for a field definition; a new field is a model entry, never a new component. */
export function FieldControl({ field }: { field: FieldDefinition }) {
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
  }
}

/** Label, hint, errors and the required marker, shared by every widget. */
function useCommonProps(field: FieldDefinition) {
  const { partner, onFieldRender } = useFormEnvironment();
  onFieldRender?.(field.key);
  const errors = useFieldErrors(field.key);
  const rules = field.rules ?? [];
  // A conditional requirement shows its marker only while its condition holds (WCAG 3.3.2).
  const requiredWhen = rules.find((rule) => rule.rule === 'required' && rule.when !== undefined);
  const conditionHolds = useCondition(
    requiredWhen?.rule === 'required' ? requiredWhen.when : undefined,
  );
  const required =
    rules.some(
      (rule) =>
        (rule.rule === 'required' && !rule.when) ||
        rule.rule === 'mustBeTrue' ||
        rule.rule === 'birthDate',
    ) ||
    (requiredWhen !== undefined && conditionHolds);
  return {
    id: field.key,
    label: formatPartnerText(field.label, partner),
    hint: field.hint,
    errors,
    required,
  };
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

function TextAreaField({ field }: { field: FieldDefinition }) {
  const props = useControlledProps(field);
  const { partner } = useFormEnvironment();
  return <TextArea {...props} limit={partner.textareaLimit} />;
}

/** Select and radio keep the chosen label in `${key}_desc` (platform §3). */
function ChoiceField({ field }: { field: FieldDefinition }) {
  const common = useCommonProps(field);
  const environment = useFormEnvironment();
  const { setValue } = useFormContext<Answers>();
  const {
    field: { ref, ...control },
  } = useController<Answers>({ name: field.key });
  const options = useMemo(() => resolveOptions(field, environment), [field, environment]);
  const choose = (value: string, label: string) => {
    control.onChange(value);
    setValue(descKey(field.key), label, { shouldDirty: true });
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

/** Platform §7 polls a conversion every 2000 ms until it ends. */
export const CONVERSION_POLL_MS = 2000;
const PENDING: readonly ConversionStatus[] = ['UNPROCESSED', 'IN_PROGRESS'];

export function isConverting(status: ConversionStatus | undefined): boolean {
  return status !== undefined && PENDING.includes(status);
}

async function waitForConversion(host: ApplicationHost, key: string): Promise<ConversionStatus> {
  for (;;) {
    const status = await host.getConversionStatus(key);
    if (!PENDING.includes(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, CONVERSION_POLL_MS));
  }
}

const FileUpload = lazy(async () => ({ default: (await import('./fileWidget')).FileUpload }));

/** Upload, convert, refetch (application-form §4); a failure shows the §8 toast and resets. */
function FileField({ field }: { field: FieldDefinition }) {
  const common = useCommonProps(field);
  const { host, client } = useFormEnvironment();
  const hostState = useHostState();
  const { key } = field;
  const document = hostState.documents[key];

  const upload = async (file: File) => {
    try {
      await host.uploadDocument(key, file);
      hostState.setConversion(key, 'UNPROCESSED');
      const status = await waitForConversion(host, key);
      hostState.setConversion(key, status);
      if (status === 'FAILED') throw new Error(`Conversion of ${key} failed`);
      await hostState.refreshDocuments();
    } catch (error) {
      host.notifyError(chromeText.uploadError(key));
      hostState.setConversion(key, undefined);
      await host.deleteConversion(key).catch(() => undefined);
      throw error;
    }
  };

  const remove = async () => {
    await host.deleteDocument(key);
    await host.deleteConversion(key).catch(() => undefined);
    hostState.setConversion(key, undefined);
    await hostState.refreshDocuments();
  };

  return (
    <Suspense fallback={<Spinner label={`Loading ${common.label}`} />}>
      <FileUpload
        {...common}
        document={document ? { name: document.file_name, size: document.file_size } : null}
        status={isConverting(hostState.conversions[key]) ? 'converting' : undefined}
        anonymous={!client.is_logged_in}
        onUpload={upload}
        onDelete={remove}
      />
    </Suspense>
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
        const definition = fieldDefinition(target);
        if (definition && isCoded(definition)) {
          const label =
            resolveOptions(definition, environment).find((o) => o.value === value)?.label ?? '';
          setValue(descKey(target), label, { shouldDirty: true });
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
    (text: string) => host.lookupSuggestions(text, category),
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
      fetchDetail={async (suggestion) => {
        const detail = await host.lookupDetail(suggestion, category);
        return { ...detail, address_line_1: detail.address_line_1 ?? suggestion.text };
      }}
      onSelect={fill}
    />
  ) : (
    <SchoolSearch
      {...shared}
      fetchDetail={async (suggestion) => {
        const detail = await host.lookupDetail(suggestion, category);
        return { ...detail, name: detail.name ?? suggestion.text };
      }}
      onSelect={(school) => fill(school)}
    />
  );
}
