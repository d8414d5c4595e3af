import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './Select.stories';
import { Select } from './Select';

const options = [
  { value: 'MD', label: 'Maryland' },
  { value: 'VA', label: 'Virginia' },
];

describe('Select', () => {
  it('reports the chosen value and its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="State" options={options} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Virginia');
    expect(onChange).toHaveBeenCalledWith('VA', 'Virginia');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('VA');
  });

  it('starts on an empty placeholder choice, and choosing it reports empty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="State" options={options} defaultValue="MD" onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox'), 'Select an option');
    expect(onChange).toHaveBeenCalledWith('', '');
  });

  it('is reached with Tab and ties its error to the select', async () => {
    const user = userEvent.setup();
    render(<Select id="state" label="State" options={options} errors={['State']} required />);
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Error: State');
  });

  it('shows the chosen label when read-only', () => {
    render(<Select label="State" options={options} readOnly defaultValue="VA" />);
    expect(screen.getByText('Virginia')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
