import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Widgets/Checkbox',
  component: Checkbox,
  args: { label: 'I agree to the terms', id: 'legal_agree' },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: true } };
export const WithHint: Story = { args: { hint: 'You must agree before you submit.' } };
export const Error: Story = {
  args: { required: true, errors: ['Check the box to agree to the terms'] },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: true } };
export const AllStates: Story = {
  tags: ['forced-colors'],
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <Checkbox label="Empty" id="c-empty" />
      <Checkbox label="Checked" id="c-checked" defaultValue />
      <Checkbox label="Error" id="c-error" errors={['Please agree.']} />
      <Checkbox label="Disabled" id="c-disabled" disabled />
      <Checkbox label="Disabled checked" id="c-disabled-checked" disabled defaultValue />
      <Checkbox label="Read-only checked" id="c-ro-checked" readOnly defaultValue />
      <Checkbox label="Read-only unchecked" id="c-ro-unchecked" readOnly />
    </div>
  ),
};
