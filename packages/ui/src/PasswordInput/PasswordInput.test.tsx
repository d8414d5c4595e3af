import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './PasswordInput.stories';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('is masked until the user shows it, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" id="pw" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'Secret-pass-12');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret-pass-12');
    expect(screen.getByRole('status')).toHaveTextContent('Your password is visible');

    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveTextContent('Show');
  });

  it('keeps the toggle out of reach when disabled', () => {
    render(<PasswordInput label="Password" disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
