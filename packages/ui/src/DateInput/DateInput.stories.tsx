import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateInput } from './DateInput';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `The browser's own date field; the answer is a valid \`yyyy-mm-dd\` date or empty.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab / Shift+Tab | moves into and out of the field |
| digits | fill the focused part (month, day, year in English) |
| Left / Right | move between the parts |
| Up / Down | change the focused part |

**What a screen reader announces**

Its label and each part as the browser names it (“month”, “day”, “year”), then the error and hint as with every field.`;

const meta = {
  title: 'Widgets/DateInput',
  parameters: { docs: { description: { component: description } } },
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
  tags: ['mobile-and-partner'],
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

/** A typed date is written as yyyy-mm-dd. */
export const Typing: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Date of Birth');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.type(field, '2004-05-17');
    await expect(args.onChange).toHaveBeenLastCalledWith('2004-05-17');
    await expect(field).toHaveValue('2004-05-17');
  },
};

/** An error: the field is invalid and its message is part of its description. */
export const ErrorAnnounced: Story = {
  args: { required: true, errors: ['A valid date of birth is required.'] },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/Date of Birth/);
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(/A valid date of birth is required\./);
  },
};
