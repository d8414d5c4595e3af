import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Widgets/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', id: 'password' },
} satisfies Meta<typeof PasswordInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Correct-horse-9' } };
export const Visible: Story = { args: { defaultValue: 'Correct-horse-9', defaultVisible: true } };
export const Error: Story = { args: { errors: ['Password is required.'] } };
export const Disabled: Story = { args: { disabled: true } };
export const AllStates: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <PasswordInput label="Empty" id="p-empty" />
      <PasswordInput label="Filled" id="p-filled" defaultValue="Correct-horse-9" />
      <PasswordInput label="Visible" id="p-visible" defaultValue="Correct-horse-9" defaultVisible />
      <PasswordInput label="Error" id="p-error" errors={['Password is required.']} />
      <PasswordInput label="Disabled" id="p-disabled" disabled />
    </div>
  ),
};
