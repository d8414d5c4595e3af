import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './PhoneInput.stories';
import { PhoneInput } from './PhoneInput';

describe('PhoneInput', () => {
  it('formats digits as (###) ###-#### while typing and reports the formatted text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput label="Cell Phone" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Cell Phone' });
    await user.type(input, '3015550123');
    expect(input).toHaveValue('(301) 555-0123');
    expect(onChange).toHaveBeenLastCalledWith('(301) 555-0123');
  });

  it('ignores letters and extra digits', async () => {
    const user = userEvent.setup();
    render(<PhoneInput label="Cell Phone" />);
    const input = screen.getByRole('textbox', { name: 'Cell Phone' });
    await user.type(input, '30a1555012399');
    expect(input).toHaveValue('(301) 555-0123');
  });

  it('shows a value set from outside, formatted', () => {
    function Controlled() {
      const [value, setValue] = useState('(301) 555-0123');
      return (
        <>
          <PhoneInput label="Home Phone" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('(410) 555-0199')}>
            Use office
          </button>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Home Phone' });
    expect(input).toHaveValue('(301) 555-0123');
    screen.getByRole('button', { name: 'Use office' }).click();
    return vi.waitFor(() => expect(input).toHaveValue('(410) 555-0199'));
  });

  it('reads as text when read-only', () => {
    render(<PhoneInput label="Cell Phone" readOnly defaultValue="(301) 555-0123" />);
    expect(screen.getByText('(301) 555-0123')).toBeVisible();
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
