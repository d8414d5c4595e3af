import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateInput } from './DateInput';

const meta = {
  title: 'Widgets/DateInput',
  component: DateInput,
  args: { label: 'Date of Birth', id: 'birth_date' },
} satisfies Meta<typeof DateInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '2004-05-17' } };
export const Error: Story = {
  args: { required: true, errors: ['A valid date of birth is required.'] },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '2004-05-17' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '2004-05-17' } };
export const AllStates: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <DateInput label="Empty" id="d-empty" />
      <DateInput label="Filled" id="d-filled" defaultValue="2004-05-17" />
      <DateInput label="Error" id="d-error" errors={['A valid date of birth is required.']} />
      <DateInput label="Disabled" id="d-disabled" disabled />
      <DateInput label="Read-only" id="d-readonly" readOnly defaultValue="2004-05-17" />
    </div>
  ),
};
