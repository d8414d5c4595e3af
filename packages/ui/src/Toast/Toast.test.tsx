import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './Toast.stories';
import { ToastProvider, useToast, type ShowToastOptions } from './Toast';

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
