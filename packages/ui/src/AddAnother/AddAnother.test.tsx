import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './AddAnother.stories';
import { AddAnother, type AddAnotherProps } from './AddAnother';

function Colleges(props: Partial<AddAnotherProps>) {
  return (
    <AddAnother groupLabel={(index) => `College ${index + 1}`} {...props}>
      {(index) => <input aria-label={`College ${index + 1} name`} />}
    </AddAnother>
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('AddAnother', () => {
  it('reveals one more group per press, focuses it, and stops at the maximum', async () => {
    const user = userEvent.setup();
    const onCountChange = vi.fn();
    render(<Colleges max={3} onCountChange={onCountChange} />);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add Another' }));
    expect(screen.getByRole('group', { name: 'College 2' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'College 2 name' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add Another' })).not.toBeInTheDocument();
    expect(onCountChange.mock.calls).toEqual([[2], [3]]);
  });

  it('shows the controlled count', () => {
    const { rerender } = render(<Colleges count={2} />);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    rerender(<Colleges count={4} />);
    expect(screen.getAllByRole('group')).toHaveLength(4);
  });

  it('cannot add when disabled, and has no button when read-only', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Colleges disabled />);
    await user.click(screen.getByRole('button', { name: 'Add Another' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    rerender(<Colleges readOnly defaultCount={2} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('rejects a maximum over 10 in development only', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Colleges max={11} />)).toThrow(/at most 10/);
    vi.stubEnv('NODE_ENV', 'production');
    render(<Colleges max={11} defaultCount={11} />);
    expect(screen.getAllByRole('group')).toHaveLength(11);
  });

  it('works where nothing defines process, as in production', () => {
    vi.stubGlobal('process', undefined);
    render(<Colleges max={11} defaultCount={11} />);
    vi.unstubAllGlobals();
    expect(screen.getAllByRole('group')).toHaveLength(11);
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
