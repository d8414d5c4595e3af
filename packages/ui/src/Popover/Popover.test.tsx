import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './Popover.stories';
import { Popover } from './Popover';

const { Closed } = composeStories(stories);

// Radix positions the popover with ResizeObserver, which jsdom lacks; browsers all have it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('Popover', () => {
  it('opens from its trigger and closes with its close button, returning focus', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Account' })).toHaveTextContent(
      'student@example.edu',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is controllable with open and onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Popover open onOpenChange={onOpenChange}>
        <Popover.Trigger>More</Popover.Trigger>
        <Popover.Content aria-label="More">Text</Popover.Content>
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
