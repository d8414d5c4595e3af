import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { axe } from 'vitest-axe';
import { expect, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * One test per story of a module: rendered as Storybook would, it has no axe violations. The
 * whole body is checked, so portalled dialogs, popovers and toasts count too; the page-level
 * "content inside landmarks" rule is off, since a story is a widget, not a page.
 */
export function itHasNoAxeViolationsInAnyStory(stories: StoriesModule) {
  const composed = Object.entries(composeStories(stories)) as [string, React.ComponentType][];
  it.each(composed)('story %s has no axe violations', async (_name, Story) => {
    const { baseElement } = render(<Story />);
    expect(await axe(baseElement, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
}
