import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './DateInput.stories';
import { DateInput, formatDate, isValidDate } from './DateInput';

describe('isValidDate', () => {
  it('accepts only real yyyy-mm-dd dates', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2023-13-01')).toBe(false);
    expect(isValidDate('05/17/2004')).toBe(false);
    expect(isValidDate('')).toBe(false);
  });

  it('accepts years below 100, which a browser reports while the year is being typed', () => {
    expect(isValidDate('0002-05-14')).toBe(true);
    expect(isValidDate('0021-02-29')).toBe(false);
    expect(isValidDate('0024-02-29')).toBe(true);
  });
});

describe('DateInput typed year by year', () => {
  it('keeps the month and day while the year is typed digit by digit, as Chromium reports it', () => {
    const onChange = vi.fn();
    render(<DateInput label="Date of Birth" onChange={onChange} />);
    const input = screen.getByLabelText('Date of Birth');
    for (const value of ['0002-05-14', '0020-05-14', '0200-05-14', '2003-05-14'])
      fireEvent.change(input, { target: { value } });
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([
      '0002-05-14',
      '0020-05-14',
      '0200-05-14',
      '2003-05-14',
    ]);
    expect(input).toHaveValue('2003-05-14');
  });
});

describe('DateInput', () => {
  it('writes a valid date as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateInput label="Date of Birth" onChange={onChange} />);
    const input = screen.getByLabelText('Date of Birth');
    await user.type(input, '2004-05-17');
    expect(onChange).toHaveBeenLastCalledWith('2004-05-17');
    expect(input).toHaveValue('2004-05-17');
  });

  it('clears the value when the entry is not a valid date', () => {
    const onChange = vi.fn();
    render(<DateInput label="Date of Birth" defaultValue="2004-05-17" onChange={onChange} />);
    const input = screen.getByLabelText('Date of Birth');
    // What a browser reports while a date is half typed or impossible: an empty value.
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('is described by its errors', () => {
    render(
      <DateInput
        id="birth_date"
        label="Date of Birth"
        errors={['A valid date of birth is required.']}
      />,
    );
    expect(screen.getByLabelText('Date of Birth')).toHaveAccessibleDescription(
      'Error: A valid date of birth is required.',
    );
  });

  it('reads as a long date when read-only', () => {
    render(<DateInput label="Date of Birth" readOnly defaultValue="2020-01-05" />);
    expect(screen.getByText('January 5, 2020')).toBeVisible();
    expect(formatDate('nonsense')).toBe('nonsense');
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
