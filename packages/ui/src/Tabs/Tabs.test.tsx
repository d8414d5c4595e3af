import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './Tabs.stories';
import { Tabs, type TabsProps } from './Tabs';

function Example(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="a" {...props}>
      <Tabs.List aria-label="Choices">
        <Tabs.Trigger value="a">Alpha</Tabs.Trigger>
        <Tabs.Trigger value="b">Beta</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="a">Alpha panel</Tabs.Content>
      <Tabs.Content value="b">Beta panel</Tabs.Content>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('switches by click, and by arrow then Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('Alpha panel');
    await user.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beta panel');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beta panel');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Alpha panel');
    expect(onChange.mock.calls).toEqual([['b'], ['a']]);
  });

  it('stays put when the guard refuses, and asks it with the next and current tab', async () => {
    const user = userEvent.setup();
    const canChange = vi.fn(() => false);
    const onChange = vi.fn();
    render(<Example canChange={canChange} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(canChange).toHaveBeenCalledWith('b', 'a');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Alpha panel');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('waits for an async guard', async () => {
    const user = userEvent.setup();
    let allow: (answer: boolean) => void = () => {};
    const canChange = () => new Promise<boolean>((resolve) => (allow = resolve));
    render(<Example canChange={canChange} />);
    await user.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Alpha panel');
    await act(async () => allow(true));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beta panel');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Example value="a" />);
    rerender(<Example value="b" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beta panel');
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
