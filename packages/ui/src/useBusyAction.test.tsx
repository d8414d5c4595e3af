import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { useBusyAction } from './useBusyAction';

function SendButton({ send }: { send: () => Promise<void> }) {
  const { run, busyButtonProps } = useBusyAction();
  return (
    <Button {...busyButtonProps} onClick={() => void run(send).catch(() => undefined)}>
      Send
    </Button>
  );
}

function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle! };
}

describe('useBusyAction', () => {
  it('sends once however often the button is pressed while the call is out, and keeps focus', async () => {
    const user = userEvent.setup();
    const call = deferred();
    let calls = 0;
    render(
      <SendButton
        send={() => {
          calls += 1;
          return call.promise;
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    await user.keyboard('{Enter}{Enter} ');
    expect(calls).toBe(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    await act(async () => call.resolve());
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAttribute('aria-busy', 'false');
    await user.keyboard('{Enter}');
    expect(calls).toBe(2);
  });

  it('takes presses again after a call that failed', async () => {
    const user = userEvent.setup();
    let calls = 0;
    render(
      <SendButton
        send={async () => {
          calls += 1;
          throw new Error('offline');
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    await user.click(button);
    expect(calls).toBe(2);
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
