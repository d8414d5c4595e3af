import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useState } from 'react';
import { Button } from '../Button/Button';
import { TextInput, type TextInputProps } from '../TextInput/TextInput';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'endAdornment'> {
  /** Start with the password shown as plain text. */
  defaultVisible?: boolean;
}

/** A password field with a Show/Hide toggle between masked and plain text. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(
    { defaultVisible = false, autoComplete = 'current-password', disabled, ...props },
    ref,
  ) {
    const [visible, setVisible] = useState(defaultVisible);
    return (
      <TextInput
        ref={ref}
        {...props}
        disabled={disabled}
        autoComplete={autoComplete}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
        endAdornment={
          <>
            <Button
              variant="secondary"
              aria-label={visible ? 'Hide password' : 'Show password'}
              aria-controls={props.id}
              disabled={disabled}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? 'Hide' : 'Show'}
            </Button>
            <VisuallyHidden role="status">
              {visible ? 'Your password is visible' : 'Your password is hidden'}
            </VisuallyHidden>
          </>
        }
      />
    );
  },
);
