import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const yesNo = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `A question answered by choosing one option.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab | moves into the group, to the chosen option (or the first), and out again |
| Up / Down / Left / Right | move to the previous or next option and choose it, stacked or side by side |
| Space | chooses the focused option |

**What a screen reader announces**

The group by its question, then “radio button, checked, 2 of 3” with the option's label and hint; “required” and the error message are read with the group.`;

const meta = {
  title: 'Widgets/RadioGroup',
  parameters: { docs: { description: { component: description } } },
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
  tags: ['forced-colors', 'mobile-and-partner'],
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

/** A click chooses; an arrow key moves to the next answer and chooses it. */
export const Choosing: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Y', 'Yes');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'No' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('N', 'No');
  },
};
