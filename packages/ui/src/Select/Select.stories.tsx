import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const terms = [
  { value: 'SP25', label: 'Spring 2025' },
  { value: 'FA25', label: 'Fall 2025' },
  { value: 'SP26', label: 'Spring 2026' },
];

const meta = {
  title: 'Widgets/Select',
  component: Select,
  args: { label: 'Entry Term', id: 'entry_term', options: terms },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'FA25' } };
export const Error: Story = { args: { required: true, errors: ['Select Entry Term'] } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'FA25' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'FA25' } };
export const AllStates: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <Select label="Empty" id="se-empty" options={terms} />
      <Select label="Filled" id="se-filled" options={terms} defaultValue="SP25" />
      <Select label="Error" id="se-error" options={terms} errors={['Entry Term']} required />
      <Select label="Underlined" id="se-underlined" options={terms} variant="underlined" />
      <Select label="Disabled" id="se-disabled" options={terms} disabled />
      <Select label="Read-only" id="se-readonly" options={terms} readOnly defaultValue="SP26" />
    </div>
  ),
};
