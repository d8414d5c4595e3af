import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './TextArea.stories';
import { TextArea } from './TextArea';

afterEach(() => vi.useRealTimers());

describe('TextArea', () => {
  it('keeps a draft while typing and writes the answer on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Explain" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Explain' }), 'Hello');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Hello');
  });

  it('turns line breaks pasted from Word into plain new lines the server accepts', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Explain" onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Explain' }));
    await user.paste('First line\u000bsecond\u000cthird\u2028fourth\u2029fifth');
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('First line\nsecond\nthird\nfourth\nfifth');
  });

  it('does not write on blur when nothing changed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Explain" defaultValue="Same" onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Explain' }));
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has 6 rows and a limit of 1500 characters by default', () => {
    render(<TextArea label="Explain" />);
    const textarea = screen.getByRole('textbox', { name: 'Explain' });
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAttribute('maxlength', '1500');
    expect(screen.getByText('Character count: 0 / 1500')).toHaveAttribute('aria-hidden', 'true');
    expect(textarea).toHaveAccessibleDescription('You can enter up to 1500 characters');
  });

  it('counts live and speaks the count once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<TextArea label="Explain" limit={7000} />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    await user.type(screen.getByRole('textbox', { name: 'Explain' }), 'abc');
    expect(screen.getByText('Character count: 3 / 7000')).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(live).toHaveTextContent('Character count: 3 / 7000');
  });

  it('takes a new value from outside', () => {
    const { rerender } = render(<TextArea label="Explain" value="one" />);
    rerender(<TextArea label="Explain" value="two" />);
    expect(screen.getByRole('textbox', { name: 'Explain' })).toHaveValue('two');
  });

  it('shows the answer as text when read-only', () => {
    render(<TextArea label="Explain" readOnly defaultValue="Line one" />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Line one')).toBeVisible();
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
