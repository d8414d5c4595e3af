import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from './TextInput';

const meta = {
  title: 'Widgets/TextInput',
  component: TextInput,
  args: { label: 'First Name', id: 'first_name', name: 'first_name' },
} satisfies Meta<typeof TextInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Ada' } };
export const WithHint: Story = {
  args: {
    label: 'Preferred Name',
    id: 'preferred_name',
    hint: 'The name you would like us to use.',
  },
};
export const Required: Story = { args: { required: true } };
export const Error: Story = { args: { required: true, errors: ['Enter First Name'] } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ada' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Ada' } };
export const Underlined: Story = { args: { variant: 'underlined', defaultValue: 'Ada' } };
export const Email: Story = {
  args: { type: 'email', label: 'Email Address', id: 'email', autoComplete: 'email' },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <TextInput label="Empty" id="s-empty" />
      <TextInput label="Filled" id="s-filled" defaultValue="Ada" />
      <TextInput label="Hint" id="s-hint" hint="A hint below the label." />
      <TextInput label="Required" id="s-required" required />
      <TextInput
        label="Error"
        id="s-error"
        required
        errors={['Error message one.', 'Error message two.']}
      />
      <TextInput label="Disabled" id="s-disabled" disabled defaultValue="Ada" />
      <TextInput label="Underlined" id="s-underlined" variant="underlined" />
      <TextInput
        label="Underlined error"
        id="s-underlined-error"
        variant="underlined"
        errors={['Needed.']}
      />
      <TextInput label="Read-only" id="s-readonly" readOnly defaultValue="Ada" />
      <TextInput label="Read-only empty" id="s-readonly-empty" readOnly />
    </div>
  ),
};
