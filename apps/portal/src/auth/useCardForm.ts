import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import type { CardErrors } from './cardValidation';

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
}

/**
 * An account card's fields. Validation runs on every change (platform §5); a field's
 * messages appear once it has been left or the card submitted, so nobody is told their
 * address is invalid while typing its first letter. Submit checks the card's fields, focuses
 * the first invalid one and stops, or hands over the values.
 */
export function useCardForm<Name extends string>(
  initialValues: Record<Name, string>,
  validate: (values: Record<Name, string>) => CardErrors<Name>,
  onValid: (values: Record<Name, string>) => unknown,
): CardForm<Name> {
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
      onValid(values);
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

  return { values, errorsOf, fieldProps, setFieldError, onSubmit };
}
