import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'Widgets/Button',
  component: Button,
  args: { children: 'Save and Continue' },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Previous' } };
export const Save: Story = { args: { size: 'save', children: 'Save' } };
export const Submit: Story = { args: { size: 'submit', children: 'Submit' } };
export const Disabled: Story = { args: { disabled: true } };
