import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopNavigation } from './TopNavigation';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `The application's steps as links.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab / Shift+Tab | move between the step links |
| Enter | follows the focused step (the host may handle it with \`onSelect\`) |

**What a screen reader announces**

A navigation landmark named “Main” (or \`label\`); the current step is read as “current page”.`;

const meta = {
  title: 'Widgets/TopNavigation',
  parameters: { docs: { description: { component: description } } },
  component: TopNavigation,
  args: {
    items: [
      { href: '/about', label: 'About You' },
      { href: '/education', label: 'Your Academics' },
      { href: '/final-steps', label: 'Final Steps' },
    ],
    currentHref: '/about',
    onSelect: (_item, event) => event.preventDefault(),
  },
} satisfies Meta<typeof TopNavigation>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['mobile-and-partner'] };
export const OnSecondPage: Story = {
  tags: ['forced-colors'],
  args: { currentHref: '/education' },
};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };

/** The current page is marked; a step link is followed with a click or with Enter. */
export const FollowingAStepLink: Story = {
  args: { onSelect: fn((_item, event) => event.preventDefault()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'About You' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Your Academics' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      { href: '/education', label: 'Your Academics' },
      expect.anything(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Final Steps' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      { href: '/final-steps', label: 'Final Steps' },
      expect.anything(),
    );
  },
};
