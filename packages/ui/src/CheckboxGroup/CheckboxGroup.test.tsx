import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './CheckboxGroup.stories';
import { CheckboxGroup } from './CheckboxGroup';

const options = [
  { value: 'a', label: 'Apples' },
  { value: 'b', label: 'Bananas' },
  { value: 'c', label: 'Cherries' },
];

describe('CheckboxGroup', () => {
  it('reports checked values and labels in option order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckboxGroup label="Fruit" options={options} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Cherries' }));
    await user.click(screen.getByText('Apples'));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c'], ['Apples', 'Cherries']);
    screen.getByRole('checkbox', { name: 'Apples' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['c'], ['Cherries']);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['b', 'c'], ['Bananas', 'Cherries']);
  });

  it('is a group named by its legend and described by its hint and error', () => {
    render(
      <CheckboxGroup
        id="fruit"
        label="Fruit"
        hint="Pick any."
        errors={['Pick one.']}
        options={options}
      />,
    );
    const group = screen.getByRole('group', { name: 'Fruit' });
    expect(group).toHaveAttribute('id', 'fruit');
    expect(group).toHaveAccessibleDescription('Pick any. Error: Pick one.');
    expect(screen.getByRole('checkbox', { name: 'Apples' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('prints each option with [X] or [ ] when read-only', () => {
    render(<CheckboxGroup label="Fruit" options={options} readOnly defaultValue={['b']} />);
    expect(screen.getByText('[ ] Apples')).toBeVisible();
    expect(screen.getByText('[X] Bananas')).toBeVisible();
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
