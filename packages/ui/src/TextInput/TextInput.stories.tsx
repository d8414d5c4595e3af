import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './TextInput';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `A single-line answer, up to 45 characters unless \`maxLength\` says otherwise.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab / Shift+Tab | moves into and out of the field |
| typing | writes the answer; characters past the limit are not taken |

**What a screen reader announces**

Its label, then “required” when \`required\`, “invalid entry” with the error message (read after the label, as its description, each message starting “Error:”) when \`errors\` has one, and the hint. Read-only, it is plain text under its label, “Not answered” when empty.`;

const meta = {
  title: 'Widgets/TextInput',
  parameters: { docs: { description: { component: description } } },
  component: TextInput,
  args: { label: 'First Name', id: 'first_name', name: 'first_name' },
} satisfies Meta<typeof TextInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Ada' } };
export const WithHint: Story = {
  args: {
    label: 'Preferred Name',
    id: 'preferred_name',
    hint: 'The name you would like us to use.',
  },
};
export const Required: Story = { args: { required: true } };
export const Error: Story = { args: { required: true, errors: ['Enter First Name'] } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ada' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Ada' } };
export const Underlined: Story = { args: { variant: 'underlined', defaultValue: 'Ada' } };
export const Email: Story = {
  args: { type: 'email', label: 'Email Address', id: 'email', autoComplete: 'email' },
};

export const AllStates: Story = {
  tags: ['mobile-and-partner'],
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <TextInput label="Empty" id="s-empty" />
      <TextInput label="Filled" id="s-filled" defaultValue="Ada" />
      <TextInput label="Hint" id="s-hint" hint="A hint below the label." />
      <TextInput label="Required" id="s-required" required />
      <TextInput
        label="Error"
        id="s-error"
        required
        errors={['Error message one.', 'Error message two.']}
      />
      <TextInput label="Disabled" id="s-disabled" disabled defaultValue="Ada" />
      <TextInput label="Underlined" id="s-underlined" variant="underlined" />
      <TextInput
        label="Underlined error"
        id="s-underlined-error"
        variant="underlined"
        errors={['Needed.']}
      />
      <TextInput label="Read-only" id="s-readonly" readOnly defaultValue="Ada" />
      <TextInput label="Read-only empty" id="s-readonly-empty" readOnly />
    </div>
  ),
};

/** Typing: Tab reaches the field, the answer is what was typed, and no more than 45 characters. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('First Name');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('Ada Lovelace');
    await expect(field).toHaveValue('Ada Lovelace');
    await userEvent.clear(field);
    await userEvent.keyboard('x'.repeat(50));
    await expect(field).toHaveValue('x'.repeat(45));
  },
};

/** An error: the field is invalid and its message is part of its description. */
export const ErrorAnnounced: Story = {
  args: { required: true, errors: ['Enter First Name'] },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: /First Name/ });
    await expect(field).toBeInvalid();
    await expect(field).toBeRequired();
    await expect(field).toHaveAccessibleDescription(/Enter First Name/);
  },
};
