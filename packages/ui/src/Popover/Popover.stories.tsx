import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

const meta = {
  title: 'Widgets/Popover',
  component: Popover,
  args: { children: null },
  render: (args) => (
    <Popover {...args}>
      <Popover.Trigger asChild>
        <Button variant="secondary">Account</Button>
      </Popover.Trigger>
      <Popover.Content aria-label="Account">
        <p style={{ marginTop: 0 }}>student@example.edu</p>
        <Button size="logout">Log Out</Button>
      </Popover.Content>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
