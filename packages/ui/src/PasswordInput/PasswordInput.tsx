import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useState } from 'react';
import { Button } from '../Button/Button';
import { useMessages } from '../messages/MessagesProvider';
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
    const { t } = useMessages();
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
              aria-label={t(visible ? 'ui.password.hideLabel' : 'ui.password.showLabel')}
              aria-controls={props.id}
              disabled={disabled}
              onClick={() => setVisible((shown) => !shown)}
            >
              {t(visible ? 'ui.password.hide' : 'ui.password.show')}
            </Button>
            <VisuallyHidden role="status">
              {t(visible ? 'ui.password.visible' : 'ui.password.hidden')}
            </VisuallyHidden>
          </>
        }
      />
    );
  },
);
