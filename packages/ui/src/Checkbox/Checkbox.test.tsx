import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './Checkbox.stories';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by clicking the box or its label, and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Same as permanent address" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Same as permanent address' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Same as permanent address'));
    expect(box).not.toBeChecked();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Checkbox label="Opt in" value={false} />);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    rerender(<Checkbox label="Opt in" value />);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('ties its error to the box', () => {
    render(<Checkbox id="legal" label="I agree" errors={['You must agree.']} />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: You must agree.');
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Opt in" disabled />);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('prints [X] or [ ] when read-only', () => {
    render(
      <>
        <Checkbox label="Asian" readOnly defaultValue />
        <Checkbox label="White" readOnly />
      </>,
    );
    expect(screen.getByText('[X] Asian')).toBeVisible();
    expect(screen.getByText('[ ] White')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
