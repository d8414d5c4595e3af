import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from '../TextInput/TextInput';
import { AddAnother } from './AddAnother';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `Repeated groups (colleges, parents) revealed one at a time, up to \`max\`.

**Keyboard**

| key | what it does |
| --- | --- |
| Enter or Space on “Add Another” | shows the next group and moves focus to it; Tab goes on into its first question |
| Enter or Space on “Remove …” | asks the host to remove the last group (the form confirms in a dialog first) |

**What a screen reader announces**

Each group is a named group (“College 2”). “Add Another” is a button; at the maximum it is gone rather than disabled. “Remove College 2” announces that it opens a dialog.`;

const meta = {
  title: 'Widgets/AddAnother',
  parameters: { docs: { description: { component: description } } },
  component: AddAnother,
  args: {
    groupLabel: (index: number) => `College ${index + 1}`,
    children: (index: number) => (
      <TextInput
        label={`College ${index + 1} Name`}
        id={index === 0 ? 'college_name' : `college_${index + 1}_name`}
      />
    ),
  },
} satisfies Meta<typeof AddAnother>;
export default meta;

type Story = StoryObj<typeof meta>;

export const One: Story = {};
export const Three: Story = { tags: ['mobile-and-partner'], args: { defaultCount: 3 } };
export const AtMaximum: Story = { args: { defaultCount: 8, max: 8 } };
/** Anonymous visitors cannot save the count. */
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = {
  args: {
    readOnly: true,
    defaultCount: 2,
    children: (index: number) => (
      <TextInput
        label={`College ${index + 1} Name`}
        readOnly
        defaultValue={index ? 'Howard University' : 'Towson University'}
      />
    ),
  },
};

/** Add Another shows the next group and puts focus in it; at the maximum the button goes. */
export const Adding: Story = {
  args: { max: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Another' }));
    const second = canvas.getByRole('group', { name: 'College 2' });
    await expect(second).toBeVisible();
    await expect(second).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('College 2 Name')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Add Another' })).toBeNull();
  },
};
