import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import { ERROR_COUNT_PAUSE, ErrorSummary } from './ErrorSummary';
import * as stories from './ErrorSummary.stories';

const { Default, Grouped } = composeStories(stories);

// jsdom does not lay out pages, so it has no scrollIntoView; record the calls instead.
const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});

describe('ErrorSummary', () => {
  it('takes focus when shown, announces itself, and stops being focusable once left', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const alert = screen.getByRole('alert');
    const box = alert.parentElement as HTMLElement;
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('tabindex', '-1');
    expect(
      within(alert).getByRole('heading', { level: 2, name: "We're missing some information!" }),
    ).toBeVisible();
    await user.tab();
    expect(box).not.toHaveAttribute('tabindex');
  });

  it('moves focus to a text field, scrolling its label into view, without touching the URL hash', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const hashBefore = window.location.hash;
    await user.click(screen.getByRole('link', { name: 'First Name' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    expect(scrolled).toEqual([document.querySelector('label[for="first_name"]')]);
    expect(window.location.hash).toBe(hashBefore);
  });

  it('moves focus into a radio group, scrolling its legend into view', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus();
    expect(scrolled[0]?.tagName).toBe('LEGEND');
  });

  it('still moves focus where the browser has no scrollIntoView', async () => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('link', { name: 'First Name' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
  });

  it('tells the host of a link click, and focuses the field unless the host handles it', async () => {
    const user = userEvent.setup();
    const onLinkClick = vi.fn();
    const { unmount } = render(<Default onLinkClick={onLinkClick} />);
    await user.click(screen.getByRole('link', { name: 'First Name' }));
    expect(onLinkClick).toHaveBeenCalledWith(
      'first_name',
      expect.objectContaining({ type: 'click' }),
    );
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    unmount();
    scrolled.length = 0;

    const handled = vi.fn((_targetId: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(<Default onLinkClick={handled} />);
    const link = screen.getByRole('link', { name: 'First Name' });
    await user.click(link);
    expect(handled).toHaveBeenCalledWith('first_name', expect.anything());
    expect(screen.getByRole('textbox', { name: 'First Name' })).not.toHaveFocus();
    expect(scrolled).toEqual([]);
  });

  it('regression: keeps its links out of every live region, so a change is not read out whole', () => {
    render(<Grouped />);
    for (const link of screen.getAllByRole('link')) {
      expect(link.closest('[role="alert"], [role="status"], [aria-live]')).toBeNull();
    }
    expect(screen.getByRole('alert')).toHaveTextContent("We're missing some information!");
  });

  it('says the new number of answers politely once the links stop changing, and nothing on arrival', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<Grouped />);
      const status = screen.getByRole('status');
      act(() => vi.advanceTimersByTime(ERROR_COUNT_PAUSE * 2));
      expect(status).toHaveTextContent('');
      const fewer = Grouped.args.groups!.map((group, index) =>
        index === 0 ? { ...group, items: [] } : group,
      );
      rerender(<Grouped groups={fewer} />);
      act(() => vi.advanceTimersByTime(ERROR_COUNT_PAUSE - 1));
      expect(status).toHaveTextContent('');
      act(() => vi.advanceTimersByTime(1));
      expect(status).toHaveTextContent('1 answer still needs attention');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the applicant to stop typing before saying the new number', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<Grouped />);
      const status = screen.getByRole('status');
      const fewer = Grouped.args.groups!.map((group, index) =>
        index === 0 ? { ...group, items: [] } : group,
      );
      rerender(<Grouped groups={fewer} />);
      // Still typing the rest of the word: each keystroke starts the pause again.
      for (let key = 0; key < 3; key++) {
        act(() => vi.advanceTimersByTime(ERROR_COUNT_PAUSE - 100));
        document.body.dispatchEvent(new Event('input', { bubbles: true }));
      }
      expect(status).toHaveTextContent('');
      act(() => vi.advanceTimersByTime(ERROR_COUNT_PAUSE));
      expect(status).toHaveTextContent('1 answer still needs attention');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows grouped links under headings', () => {
    render(<Grouped />);
    expect(screen.getByRole('heading', { level: 3, name: 'About You' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Your Academics' })).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('renders only the links that changed, and a link calls the newest click handler', async () => {
    // React keeps the props it last rendered an element with on the element: a link that
    // rendered again holds a new object, even with the same text and target.
    const renderedProps = (link: HTMLElement) =>
      Object.entries(link).find(([name]) => name.startsWith('__reactProps$'))?.[1] as unknown;
    const items = [
      { targetId: 'first_name', text: 'Enter First Name' },
      { targetId: 'last_name', text: 'Enter Last Name' },
      { targetId: 'email', text: 'Enter Email' },
    ];
    const first = vi.fn();
    const { rerender } = render(
      <ErrorSummary title="Missing" items={items} onLinkClick={first} takeFocus={false} />,
    );
    const kept = ['Enter Last Name', 'Enter Email'].map((name) =>
      screen.getByRole('link', { name }),
    );
    const before = kept.map(renderedProps);
    const newest = vi.fn((_targetId: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    rerender(
      <ErrorSummary
        title="Missing"
        items={items.slice(1)}
        onLinkClick={newest}
        takeFocus={false}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Enter First Name' })).not.toBeInTheDocument();
    expect(kept.map(renderedProps).every((props, index) => props === before[index])).toBe(true);
    await userEvent.setup().click(kept[0]!);
    expect(first).not.toHaveBeenCalled();
    expect(newest).toHaveBeenCalledWith('last_name', expect.anything());
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
