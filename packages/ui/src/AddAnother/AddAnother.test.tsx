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

  it('offers to remove the last added group only, and moves focus to Add Another when it goes', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { rerender } = render(<Colleges count={3} onRemove={onRemove} />);
    expect(screen.queryByRole('button', { name: 'Remove College 2' })).not.toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove College 3' });
    expect(screen.getByRole('group', { name: 'College 3' })).toContainElement(remove);
    await user.click(remove);
    // With the button itself, for the host's confirmation to give focus back to.
    expect(onRemove).toHaveBeenCalledWith(2, remove);
    rerender(<Colleges count={2} onRemove={onRemove} />);
    expect(screen.getByRole('button', { name: 'Add Another' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove College 2' })).toBeVisible();
    rerender(<Colleges count={1} onRemove={onRemove} />);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('offers no Remove for a group the host keeps, nor when read-only', () => {
    const { rerender } = render(<Colleges count={2} onRemove={vi.fn()} canRemove={() => false} />);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    rerender(<Colleges count={2} onRemove={vi.fn()} readOnly />);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
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
