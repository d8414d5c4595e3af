import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup';

const races = [
  { value: 'race_american_indian', label: 'American Indian or Alaska Native' },
  { value: 'race_asian', label: 'Asian' },
  { value: 'race_black', label: 'Black or African American' },
  { value: 'race_native_hawaiian', label: 'Native Hawaiian or Other Pacific Islander' },
  { value: 'race_white', label: 'White', hint: 'Including Middle Eastern and North African.' },
];

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `A question answered by ticking any number of options.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab / Shift+Tab | moves from one box to the next (each is a stop) |
| Space | ticks or unticks the focused box |

**What a screen reader announces**

The group by its question (the fieldset's legend), then each box as “check box, checked/not checked” with its label and its own hint.`;

const meta = {
  title: 'Widgets/CheckboxGroup',
  parameters: { docs: { description: { component: description } } },
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
  tags: ['forced-colors', 'mobile-and-partner'],
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

/** Ticking by click and by Tab and Space reports every value ticked, with its label. */
export const Choosing: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Asian' }));
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Black or African American' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Asian' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      ['race_asian', 'race_black'],
      ['Asian', 'Black or African American'],
    );
  },
};
