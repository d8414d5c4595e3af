import { composeStories } from '@storybook/react-vite';
import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './Field.stories';
import { checkMark } from './ReadOnlyValue';
import { useField } from './useField';

const { Error: WithError, ReadOnly } = composeStories(stories);

describe('useField', () => {
  it('links hint and error ids into aria-describedby, in that order, after extra ids', () => {
    const { result } = renderHook(() =>
      useField({
        id: 'zip',
        hint: 'Five digits',
        errors: ['Too short'],
        describedBy: 'zip-rules',
        required: true,
      }),
    );
    expect(result.current.inputProps).toEqual({
      id: 'zip',
      'aria-describedby': 'zip-rules zip-hint zip-error',
      'aria-invalid': true,
      'aria-required': true,
    });
    expect(result.current.hintProps.id).toBe('zip-hint');
    expect(result.current.errorProps.id).toBe('zip-error');
    expect(result.current.labelProps).toEqual({ id: 'zip-label', htmlFor: 'zip' });
  });

  it('sets no aria-invalid, aria-required or describedby when there is nothing to say', () => {
    const { result } = renderHook(() => useField({ errors: [] }));
    expect(result.current.inputProps['aria-invalid']).toBeUndefined();
    expect(result.current.inputProps['aria-required']).toBeUndefined();
    expect(result.current.inputProps['aria-describedby']).toBeUndefined();
    expect(result.current.id).toBeTruthy();
  });
});

describe('Field', () => {
  it('renders label, hint and errors that resolve to the control', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Graduation Year' });
    expect(input).toHaveAccessibleDescription('For example, 2024. Error: Enter Graduation Year');
    expect(document.getElementById('grad_year-error')).toHaveTextContent(
      'Error: Enter Graduation Year',
    );
  });

  it('regression: shows the "Error:" prefix on screen, not only to screen readers', () => {
    render(<WithError />);
    const prefix = screen.getByText('Error:');
    // Radix's VisuallyHidden (what hid it before) clips its text into a 1px absolute box.
    for (let node: HTMLElement | null = prefix; node; node = node.parentElement) {
      expect(node.style.position).not.toBe('absolute');
      expect(node.style.clip).toBe('');
    }
    expect(prefix.closest('[data-invalid]')).not.toBeNull();
  });

  it('prints answers and check marks as text', () => {
    render(<ReadOnly />);
    expect(screen.getByText('Ada')).toBeVisible();
    expect(screen.getByText('Not answered')).toBeVisible();
    expect(screen.getByText('[X] Asian')).toBeVisible();
    expect(screen.getByText('[ ] White')).toBeVisible();
    expect(checkMark(true)).toBe('[X]');
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
