import { PasswordInput, TextInput, type TextInputProps, useMessages } from '@applykit/ui';
import type { MessageId as AccountMessageId } from './catalogues.generated';
import type { CardForm } from './useCardForm';

const PASSWORD_MAX_LENGTH = 256;

/** The text fields of the cards; the two password kinds use `PasswordInput`. */
const textKinds = {
  // The longest address SMTP carries (RFC 5321).
  email: {
    labelId: 'form.account.emailAddress',
    type: 'email',
    autoComplete: 'username',
    maxLength: 254,
  },
  code: {
    labelId: 'form.account.confirmationCode',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
  },
} satisfies Record<string, Omit<TextInputProps, 'label'> & { labelId: AccountMessageId }>;

export interface CardFieldProps<Name extends string> {
  form: CardForm<Name>;
  name: Name;
  /** `new-password` lets password managers offer a new one; `password` is the log-in one. */
  kind: keyof typeof textKinds | 'password' | 'new-password';
  /** Defaults to the kind's own: Email Address, Confirmation Code or Password. */
  label?: string;
  /** The id of a checklist that describes the field. */
  describedBy?: string;
}

/** One required field of an account card, wired to the card's values and messages. */
export function CardField<Name extends string>({
  form,
  name,
  kind,
  label,
  describedBy,
}: CardFieldProps<Name>) {
  const { t } = useMessages();
  const field = { required: true, describedBy, ...form.fieldProps(name) };
  if (kind === 'email' || kind === 'code') {
    const { labelId, ...preset } = textKinds[kind];
    return <TextInput {...preset} label={label ?? t(labelId)} {...field} />;
  }
  return (
    <PasswordInput
      label={label ?? t('form.account.password')}
      autoComplete={kind === 'new-password' ? 'new-password' : undefined}
      maxLength={PASSWORD_MAX_LENGTH}
      {...field}
    />
  );
}
