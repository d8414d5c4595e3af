import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup';

const yesNo = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

const meta = {
  title: 'Widgets/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Have you ever been suspended?',
    id: 'suspended',
    options: yesNo,
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'N' } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithHints: Story = {
  args: {
    label: 'Citizenship',
    id: 'citizenship_type',
    options: [
      { value: '1', label: 'U.S. Citizen' },
      { value: '2', label: 'Dual citizen', hint: 'U.S. and another country.' },
      { value: '3', label: 'Not a U.S. citizen' },
    ],
  },
};
export const Error: Story = {
  args: { required: true, errors: ['Select an answer to: Have you ever been suspended?'] },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Y' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Y' } };
export const AllStates: Story = {
  tags: ['forced-colors'],
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <RadioGroup label="Empty" id="r-empty" options={yesNo} />
      <RadioGroup label="Filled" id="r-filled" options={yesNo} defaultValue="Y" />
      <RadioGroup label="Error" id="r-error" options={yesNo} errors={['Choose one.']} required />
      <RadioGroup label="Disabled" id="r-disabled" options={yesNo} disabled />
      <RadioGroup label="Read-only" id="r-readonly" options={yesNo} readOnly defaultValue="N" />
    </div>
  ),
};
