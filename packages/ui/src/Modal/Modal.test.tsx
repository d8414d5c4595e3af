import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './Modal.stories';
import { Modal } from './Modal';

const { Closed, DefaultTitle } = composeStories(stories);

describe('Modal', () => {
  it('opens from its trigger, traps focus, and closes with Escape back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'File Upload in Progress' });
    expect(dialog).toHaveAccessibleDescription('Please wait until the file upload has completed.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("has the header 'Error' by default and a close button", async () => {
    const user = userEvent.setup();
    render(<DefaultTitle />);
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is controllable with open and onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange}>
        <Modal.Content title="Unexpected Error">Details</Modal.Content>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Unexpected Error' })).toBeInTheDocument();
  });

  it('sizes by the size prop', () => {
    render(
      <Modal open>
        <Modal.Content size="m">Wide</Modal.Content>
      </Modal>,
    );
    expect(screen.getByRole('dialog').className).toMatch(/size_m/);
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
