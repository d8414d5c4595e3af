import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `One check box with its label.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab | moves to the box |
| Space | ticks or unticks it |
| click on the label | ticks or unticks it too |

**What a screen reader announces**

“Check box, not checked” (or “checked”) with its label; “required” and the error message as with every field. Read-only, “[X]” or “[ ]” with the label.`;

const meta = {
  title: 'Widgets/Checkbox',
  parameters: { docs: { description: { component: description } } },
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
  tags: ['forced-colors', 'mobile-and-partner'],
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

/** A click on the label ticks the box; Space on the focused box unticks it. */
export const Choosing: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms' });
    await userEvent.click(canvas.getByText('I agree to the terms'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
