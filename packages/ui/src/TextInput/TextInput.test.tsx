import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './TextInput.stories';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('is named by its label and takes typing', async () => {
    const user = userEvent.setup();
    render(<TextInput label="First Name" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    await user.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
  });

  it('stops at 45 characters by default', async () => {
    const user = userEvent.setup();
    render(<TextInput label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    await user.type(input, 'x'.repeat(50));
    expect(input).toHaveValue('x'.repeat(45));
  });

  it('works uncontrolled the way register() uses it: native change and blur events, a ref', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(
      <TextInput
        label="Last Name"
        name="last_name"
        ref={ref}
        onChange={onChange}
        onBlur={onBlur}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
    await user.tab();
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Last Name' }));
    expect(ref.current).toHaveAttribute('name', 'last_name');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ target: ref.current }));
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(ref.current?.value).toBe('Lovelace');
  });

  it('ties hint and errors to the input, and is invalid only with errors', () => {
    const { rerender } = render(<TextInput id="zip" label="ZIP" hint="5 digits" />);
    const input = screen.getByRole('textbox', { name: 'ZIP' });
    expect(input).toHaveAccessibleDescription('5 digits');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(
      <TextInput
        id="zip"
        label="ZIP"
        hint="5 digits"
        errors={['ZIP/Postal Code must be at least 5 characters.']}
      />,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'zip-hint zip-error');
    expect(input).toHaveAccessibleDescription(
      '5 digits Error: ZIP/Postal Code must be at least 5 characters.',
    );
    expect(screen.getByText('ZIP/Postal Code must be at least 5 characters.')).toBeVisible();
  });

  it('marks a required field with a visible star and aria-required', () => {
    render(<TextInput label="First Name" required />);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('cannot be typed into when disabled', async () => {
    const user = userEvent.setup();
    render(<TextInput label="First Name" disabled />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    await user.type(input, 'Ada');
    expect(input).toHaveValue('');
  });

  it('shows its answer as plain text when read-only', () => {
    render(<TextInput label="First Name" readOnly defaultValue="Ada" />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('First Name')).toBeVisible();
    expect(screen.getByText('Ada')).toBeVisible();
  });

  it('shows "Not answered" for an empty read-only answer and hides a read-only password', () => {
    render(
      <>
        <TextInput label="Middle Name" readOnly />
        <TextInput label="Password" type="password" readOnly defaultValue="secret" />
      </>,
    );
    expect(screen.getByText('Not answered')).toBeVisible();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
