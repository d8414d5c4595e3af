import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useBusyAction } from '@applykit/ui';
import { errorMessage } from '../applykit-api/errors';
import type { CardErrors } from './cardValidation';

/** Where a card shows its outcome: your toasts (the portal's are `@applykit/ui` toasts). */
export interface AccountNotices {
  /**
   * An error toast labelled `label` (e.g. "Login Card Error"); a new one with the same label
   * replaces it.
   */
  error(label: string, message: string): void;
  success(message: string): void;
  /** Takes away the error toast with this label. */
  clear(label: string): void;
}

export interface CardForm<Name extends string> {
  values: Record<Name, string>;
  /** Messages to show: a field's own once it has been left or the card submitted. */
  errorsOf: (name: Name) => string[] | undefined;
  fieldProps: (name: Name) => {
    name: Name;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    onBlur: () => void;
    errors: string[] | undefined;
    ref: (element: HTMLInputElement | null) => void;
  };
  setFieldError: (name: Name, message: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** True while the card's valid values are being sent. */
  isSubmitting: boolean;
}

export interface CardFormOptions<Name extends string> {
  /** Names the card's error toast ("Login Card Error"), in the applicant's language. */
  errorLabel: string;
  /** A failure to show as the card's error when it opens (`AccountCardProps.arrivalError`). */
  arrivalError?: string | undefined;
  notices: AccountNotices;
  initialValues: Record<Name, string>;
  validate: (values: Record<Name, string>) => CardErrors<Name>;
  /** Sends the valid values and goes on; whatever it throws becomes the card's error toast. */
  submit: (values: Record<Name, string>) => Promise<unknown>;
}

/**
 * An account card's fields. Validation runs on every change ; a field's
 * messages appear once it has been left or the card submitted, so nobody is told their
 * address is invalid while typing its first letter. Submit checks the card's fields, focuses
 * the first invalid one and stops, or sends the values and shows a failure as the card's toast.
 */
export function useCardForm<Name extends string>({
  errorLabel,
  arrivalError,
  initialValues,
  validate,
  submit,
  notices,
}: CardFormOptions<Name>): CardForm<Name> {
  // Shown when the card opens with it, not again when the app hands a new notices object.
  const arrivalNotices = useRef({ notices, errorLabel });
  useEffect(() => {
    const { notices: shown, errorLabel: label } = arrivalNotices.current;
    if (arrivalError) shown.error(label, arrivalError);
  }, [arrivalError]);
  // A new attempt takes the last failure's toast away; a new failure shows its own. A 401 has
  // already reached the client's onSessionEnded.
  const sending = useBusyAction();
  const send = (values: Record<Name, string>) =>
    void sending.run(() => {
      notices.clear(errorLabel);
      return submit(values)
        .then(() => undefined)
        .catch((error: unknown) => notices.error(errorLabel, errorMessage(error)));
    });
  const [values, setValues] = useState(initialValues);
  const [shown, setShown] = useState<Partial<Record<Name, true>>>({});
  const [extraErrors, setExtraErrors] = useState<CardErrors<Name>>({});
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const errors = useMemo(() => validate(values), [validate, values]);

  const errorsOf = useCallback(
    (name: Name) => {
      const messages = [...(shown[name] ? (errors[name] ?? []) : []), ...(extraErrors[name] ?? [])];
      return messages.length ? [...new Set(messages)] : undefined;
    },
    [errors, extraErrors, shown],
  );

  const fieldProps = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setExtraErrors((current) => ({ ...current, [name]: undefined }));
    },
    onBlur: () => setShown((current) => (current[name] ? current : { ...current, [name]: true })),
    errors: errorsOf(name),
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
  });

  const setFieldError = (name: Name, message: string) => {
    setExtraErrors((current) => ({ ...current, [name]: [message] }));
    inputs.current.get(name)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = (Object.keys(errors) as Name[]).filter((name) => errors[name]?.length);
    if (invalid.length === 0) {
      send(values);
      return;
    }
    setShown((current) => ({
      ...current,
      ...Object.fromEntries(invalid.map((name) => [name, true])),
    }));
    const first = (Object.keys(values) as Name[]).find(
      (name) => invalid.includes(name) && inputs.current.has(name),
    );
    if (first) inputs.current.get(first)?.focus();
  };

  return {
    values,
    errorsOf,
    fieldProps,
    setFieldError,
    onSubmit,
    isSubmitting: sending.busy,
  };
}
