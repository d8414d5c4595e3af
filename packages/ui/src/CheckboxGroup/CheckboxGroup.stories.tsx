import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckboxGroup } from './CheckboxGroup';

const races = [
  { value: 'race_american_indian', label: 'American Indian or Alaska Native' },
  { value: 'race_asian', label: 'Asian' },
  { value: 'race_black', label: 'Black or African American' },
  { value: 'race_native_hawaiian', label: 'Native Hawaiian or Other Pacific Islander' },
  { value: 'race_white', label: 'White', hint: 'Including Middle Eastern and North African.' },
];

const meta = {
  title: 'Widgets/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Race', id: 'race', hint: 'Select all that apply.', options: races },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: ['race_asian', 'race_white'] } };
export const Error: Story = {
  args: { required: true, errors: ['Select at least one option for Race'] },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: ['race_asian'] } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: ['race_asian'] } };
export const AllStates: Story = {
  tags: ['forced-colors'],
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <CheckboxGroup label="Empty" id="g-empty" options={races} />
      <CheckboxGroup label="Filled" id="g-filled" options={races} defaultValue={['race_black']} />
      <CheckboxGroup label="Error" id="g-error" options={races} errors={['Choose at least one.']} />
      <CheckboxGroup label="Disabled" id="g-disabled" options={races} disabled />
      <CheckboxGroup
        label="Read-only"
        id="g-readonly"
        options={races}
        readOnly
        defaultValue={['race_white']}
      />
    </div>
  ),
};
