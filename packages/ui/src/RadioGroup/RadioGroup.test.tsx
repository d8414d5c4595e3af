import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './RadioGroup.stories';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: '1', label: 'Full time' },
  { value: '2', label: 'Part time' },
  { value: '3', label: 'Online' },
];

describe('RadioGroup', () => {
  it('chooses by click and by arrow keys, reporting value and label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup label="Study" options={options} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Part time' }));
    expect(onChange).toHaveBeenLastCalledWith('2', 'Part time');
    // Held down, as a person presses it: Radix moves focus on the next tick and checks the
    // radio it lands on while the arrow key is still down.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked());
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Online' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('3', 'Online');
  });

  it('regression: a quick press (key up before focus moves) still chooses, once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Study"
        options={options}
        orientation="horizontal"
        defaultValue="1"
        onChange={onChange}
      />,
    );
    screen.getByRole('radio', { name: 'Full time' }).focus();
    for (const [key, name] of [
      ['{ArrowDown}', 'Part time'],
      ['{ArrowRight}', 'Online'],
      ['{ArrowLeft}', 'Part time'],
      ['{ArrowUp}', 'Full time'],
    ] as const) {
      await user.keyboard(key);
      await waitFor(() => expect(screen.getByRole('radio', { name })).toHaveFocus());
      expect(screen.getByRole('radio', { name })).toBeChecked();
    }
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['2', '3', '2', '1']);
  });

  it('does not choose when focus comes back from outside after an arrow key', async () => {
    const user = userEvent.setup();
    render(
      <>
        <RadioGroup label="Alone" options={options.slice(0, 1)} />
        <button type="button">Next</button>
      </>,
    );
    const alone = screen.getByRole('radio', { name: 'Full time' });
    alone.focus();
    // With one option an arrow key moves nowhere; the applicant then leaves by mouse and comes
    // back with Shift+Tab, which must not choose the option.
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.tab({ shift: true });
    expect(alone).toHaveFocus();
    expect(alone).not.toBeChecked();
  });

  it('regression: side by side, still moves with Up and Down as well as Left and Right', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup label="Study" options={options} orientation="horizontal" defaultValue="1" />,
    );
    screen.getByRole('radio', { name: 'Full time' }).focus();
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Part time' })).toBeChecked());
    await user.keyboard('{/ArrowDown}');
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked());
    await user.keyboard('{/ArrowRight}');
    await user.keyboard('{ArrowUp>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Part time' })).toBeChecked());
    await user.keyboard('{/ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Part time' })).toHaveFocus();
  });

  it('is one tab stop', async () => {
    const user = userEvent.setup();
    render(
      <>
        <RadioGroup label="Study" options={options} defaultValue="2" />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Part time' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('is a radio group named by its legend, invalid with errors', () => {
    render(<RadioGroup id="study" label="Study" options={options} errors={['Study']} required />);
    const group = screen.getByRole('radiogroup', { name: 'Study' });
    expect(group).toHaveAttribute('id', 'study');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Error: Study');
  });

  it('shows the chosen label when read-only', () => {
    render(<RadioGroup label="Study" options={options} readOnly defaultValue="3" />);
    expect(screen.getByText('Online')).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
