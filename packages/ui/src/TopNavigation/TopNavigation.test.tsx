import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './TopNavigation.stories';
import { TopNavigation } from './TopNavigation';

const items = [
  { href: '/about', label: 'About You' },
  { href: '/education', label: 'Your Academics' },
];

describe('TopNavigation', () => {
  it('is a navigation landmark of links marking the current page', () => {
    render(<TopNavigation items={items} currentHref="/education" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Academics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'About You' })).not.toHaveAttribute('aria-current');
  });

  it('lets the host intercept a click or Enter and navigate itself', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn((_item, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(<TopNavigation items={items} onSelect={onSelect} />);
    await user.click(screen.getByRole('link', { name: 'Your Academics' }));
    expect(onSelect).toHaveBeenLastCalledWith(
      items[1],
      expect.objectContaining({ defaultPrevented: true }),
    );
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'About You' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(items[0], expect.anything());
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
