import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `A longer answer with a character count; the answer is written when the field is left.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab / Shift+Tab | moves into and out of the field (Tab never types a tab character) |
| typing, Enter | writes text and new lines, up to the limit |

**What a screen reader announces**

Its label and, as its description, “You can enter up to 1500 characters” (the limit given). The visible count is hidden from screen readers; once typing pauses for a moment, a polite status says “Character count: n / limit”, instead of a count at every keystroke.`;

const meta = {
  title: 'Widgets/TextArea',
  parameters: { docs: { description: { component: description } } },
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
  tags: ['mobile-and-partner'],
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

/** Typing updates the visible count; the answer is written when the field is left. */
export const TypingThenLeaving: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Please explain');
    await userEvent.click(field);
    await userEvent.keyboard('One term.');
    await expect(canvas.getByText('Character count: 9 / 1500')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith('One term.');
  },
};
