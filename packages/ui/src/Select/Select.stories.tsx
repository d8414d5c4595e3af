import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const terms = [
  { value: 'SP25', label: 'Spring 2025' },
  { value: 'FA25', label: 'Fall 2025' },
  { value: 'SP26', label: 'Spring 2026' },
];

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `The browser's own select with a placeholder (“Select an option”).

**Keyboard**

| key | what it does |
| --- | --- |
| Tab | moves to the select |
| Up / Down | change the choice without opening the list (Windows, Linux; macOS opens it) |
| Alt+Down or Space | opens the list; Enter chooses, Escape closes |

**What a screen reader announces**

Its label and the chosen option (“Select an option” before any choice), then the error and hint as with every field.`;

const meta = {
  title: 'Widgets/Select',
  parameters: { docs: { description: { component: description } } },
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
  tags: ['mobile-and-partner'],
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

/** Choosing a term reports its value and label. */
export const Choosing: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Entry Term');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Fall 2025');
    await expect(select).toHaveValue('FA25');
    await expect(args.onChange).toHaveBeenLastCalledWith('FA25', 'Fall 2025');
  },
};
