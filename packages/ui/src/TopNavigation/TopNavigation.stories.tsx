import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopNavigation } from './TopNavigation';

const meta = {
  title: 'Widgets/TopNavigation',
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

export const Default: Story = {};
export const OnSecondPage: Story = {
  tags: ['forced-colors'],
  args: { currentHref: '/education' },
};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
