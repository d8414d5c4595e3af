import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './Combobox.stories';
import { debounce } from './debounce';

const { Empty } = composeStories(stories);

afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once typing pauses for the wait, with the latest arguments', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const { call } = debounce(run, 200, 500);
    call('a');
    vi.advanceTimersByTime(100);
    call('ab');
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('runs at the latest after the maximum wait while calls keep coming', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const { call } = debounce(run, 200, 500);
    for (let elapsed = 0; elapsed < 500; elapsed += 100) {
      call(elapsed);
      vi.advanceTimersByTime(100);
    }
    expect(run).toHaveBeenCalledExactlyOnceWith(400);
    call('next burst');
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenLastCalledWith('next burst');
  });

  it('forgets a pending call when cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const { call, cancel } = debounce(run, 200, 500);
    call('x');
    cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('Combobox', () => {
  it('follows the combobox pattern: list opens on typing, arrows move, Enter chooses', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'ca');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Canada',
      'Cameroon',
      'Cambodia',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Cameroon' }).id,
    );
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Cameroon');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the typed text when the user tabs away from a highlighted option', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'ch');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(input).toHaveValue('ch');
  });

  it('chooses with the mouse and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'c');
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(input, 'h');
    await user.click(screen.getByRole('option', { name: 'China' }));
    expect(input).toHaveValue('China');
  });

  it('keeps a chosen option in the input when the input is clicked again and left', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Empty />
        <button type="button">Next question</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'ch');
    await user.click(screen.getByRole('option', { name: 'Chile' }));
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(input).toHaveValue('Chile');
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
