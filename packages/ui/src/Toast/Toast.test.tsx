import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'vitest-axe';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './Toast.stories';
import {
  MAX_TOASTS,
  TOAST_DURATION,
  TOAST_STACK_PROPERTY,
  ToastProvider,
  toastDuration,
  useToast,
  type ShowToastOptions,
} from './Toast';

function Trigger(options: ShowToastOptions) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      Show
    </button>
  );
}

function renderWithToast(options: ShowToastOptions) {
  return render(
    <ToastProvider>
      <Trigger {...options} />
    </ToastProvider>,
  );
}

afterEach(() => vi.useRealTimers());

// jsdom has no pointer capture, which Radix uses to follow a swipe; browsers all have it.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

describe('Toast', () => {
  it('offers its action as a button that runs it and closes the toast, announcing the alternative', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    const { baseElement } = renderWithToast({
      severity: 'error',
      message: 'Error uploading file for Résumé',
      label: 'Error uploading file for Résumé',
      onDismiss,
      action: { label: 'Reset', altText: 'Press F8 to reach the Reset button.', onAction },
    });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const toast = screen.getByLabelText('Error uploading file for Résumé');
    const reset = within(toast).getByRole('button', { name: 'Reset' });
    expect(reset).toHaveAttribute(
      'data-radix-toast-announce-alt',
      'Press F8 to reach the Reset button.',
    );
    expect(await axe(baseElement)).toHaveNoViolations();
    // Radix lets the pointer through to the toast region once it has counted the new toast.
    await waitFor(() => expect(toast.closest('[style*="pointer-events: none"]')).toBeNull());
    await user.click(reset);
    expect(onAction).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByLabelText('Error uploading file for Résumé')).not.toBeInTheDocument(),
    );
  });

  it("shows a success toast titled 'Success' with its label, gone after 5000 ms", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onDismiss = vi.fn();
    renderWithToast({
      severity: 'success',
      message: 'Saved.',
      label: 'Success Notification',
      onDismiss,
    });
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    const toast = screen.getByLabelText('Success Notification');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByLabelText('Success Notification')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByLabelText('Success Notification')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("keeps an error toast titled 'Error' for 300000 ms", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithToast({
      severity: 'error',
      message: 'Error uploading file for transcript',
      label: 'Upload Error',
    });
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    expect(screen.getByLabelText('Upload Error')).toHaveTextContent('Error');
    act(() => vi.advanceTimersByTime(299_999));
    expect(screen.getByLabelText('Upload Error')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByLabelText('Upload Error')).not.toBeInTheDocument();
  });

  it('regression: gives a long success message the time it takes to read it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const message =
      'If an account exists for that address, we have sent it a code. Enter the code and a new password on the next page to reset your password.';
    renderWithToast({ severity: 'success', message, label: 'Success Notification' });
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    act(() => vi.advanceTimersByTime(TOAST_DURATION));
    expect(screen.getByLabelText('Success Notification')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(toastDuration('success', message) - TOAST_DURATION));
    expect(screen.queryByLabelText('Success Notification')).not.toBeInTheDocument();
    expect(toastDuration('success', message)).toBeGreaterThan(8000);
  });

  it('regression: a repeated error replaces the one shown instead of piling up', async () => {
    const user = userEvent.setup();
    renderWithToast({ severity: 'error', message: 'Wrong password.', label: 'Login Card Error' });
    for (let attempt = 0; attempt < 5; attempt += 1)
      await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByLabelText('Login Card Error')).toHaveLength(1);
  });

  it(`shows at most ${MAX_TOASTS} toasts, dropping the oldest`, async () => {
    const user = userEvent.setup();
    function Several() {
      const toast = useToast();
      return (
        <button
          type="button"
          onClick={() => {
            for (const name of ['One', 'Two', 'Three', 'Four'])
              toast.show({ severity: 'error', message: name, label: `${name} Error` });
          }}
        >
          Show
        </button>
      );
    }
    render(
      <ToastProvider>
        <Several />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.queryByLabelText('One Error')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Four Error')).toBeInTheDocument();
  });

  it('tells the page how much room the toasts take, and takes it back when they go', async () => {
    const user = userEvent.setup();
    renderWithToast({ severity: 'success', message: 'Saved.', label: 'Saved toast' });
    expect(document.documentElement.style.getPropertyValue(TOAST_STACK_PROPERTY)).toBe('');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(document.documentElement.style.getPropertyValue(TOAST_STACK_PROPERTY)).toMatch(/px$/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue(TOAST_STACK_PROPERTY)).toBe(''),
    );
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithToast({ severity: 'success', message: 'Saved.', label: 'Saved toast' });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByLabelText('Saved toast')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe right past 50 px, not by a shorter one', async () => {
    const user = userEvent.setup();
    renderWithToast({ severity: 'success', message: 'Saved.', label: 'Swiped toast' });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const toast = screen.getByLabelText('Swiped toast');
    const swipe = (distance: number) => {
      fireEvent.pointerDown(toast, { clientX: 0, clientY: 0, pointerId: 1 });
      fireEvent.pointerMove(toast, { clientX: distance, clientY: 0, pointerId: 1 });
      fireEvent.pointerUp(toast, { clientX: distance, clientY: 0, pointerId: 1 });
    };
    swipe(40);
    expect(screen.getByLabelText('Swiped toast')).toBeInTheDocument();
    swipe(60);
    await waitFor(() => expect(screen.queryByLabelText('Swiped toast')).not.toBeInTheDocument());
  });

  it('F8 moves focus to the notifications region', async () => {
    const user = userEvent.setup();
    renderWithToast({ severity: 'success', message: 'Saved.' });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.keyboard('[F8]');
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('useToast outside a provider is a clear mistake', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger severity="success" message="x" />)).toThrow(
      'useToast must be used inside a ToastProvider.',
    );
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
