import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Widgets/TextArea',
  component: TextArea,
  args: { label: 'Please explain', id: 'suspended_comment' },
} satisfies Meta<typeof TextArea>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'I was suspended for one term in 2021.' } };
export const PartnerLimit: Story = { args: { limit: 7000, hint: 'Up to 7000 characters.' } };
export const Error: Story = { args: { required: true, errors: ['Please explain'] } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked text.' } };
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'I was suspended for one term in 2021.' },
};
export const AllStates: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <TextArea label="Empty" id="t-empty" />
      <TextArea label="Filled" id="t-filled" defaultValue="Some text." />
      <TextArea label="Error" id="t-error" errors={['Please explain']} />
      <TextArea label="Disabled" id="t-disabled" disabled />
      <TextArea label="Read-only" id="t-readonly" readOnly defaultValue="Some text." />
    </div>
  ),
};
