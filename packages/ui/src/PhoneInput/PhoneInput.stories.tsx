import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Widgets/PhoneInput',
  component: PhoneInput,
  args: { label: 'Cell Phone', id: 'phone_mobile' },
} satisfies Meta<typeof PhoneInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '(301) 555-0123' } };
export const Error: Story = {
  args: { defaultValue: '(123) 45', errors: ['Please enter a valid cell phone number.'] },
};
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '(301) 555-0123' } };
export const AllStates: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <PhoneInput label="Empty" id="ph-empty" />
      <PhoneInput label="Filled" id="ph-filled" defaultValue="(301) 555-0123" />
      <PhoneInput
        label="Error"
        id="ph-error"
        errors={['Please enter a valid home phone number.']}
      />
      <PhoneInput label="Disabled" id="ph-disabled" disabled />
      <PhoneInput label="Read-only" id="ph-readonly" readOnly defaultValue="(301) 555-0123" />
    </div>
  ),
};
