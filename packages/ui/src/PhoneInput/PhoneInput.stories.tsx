import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from './PhoneInput';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `A US phone number, formatted as it is typed: \`(###) ###-####\`.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab / Shift+Tab | moves into and out of the field |
| digits | fill the number; letters and other characters are not taken |

**What a screen reader announces**

Its label, the formatted number, then the error and hint as with every field.`;

const meta = {
  title: 'Widgets/PhoneInput',
  parameters: { docs: { description: { component: description } } },
  component: PhoneInput,
  args: { label: 'Cell Phone', id: 'phone_mobile' },
} satisfies Meta<typeof PhoneInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '(301) 555-0123' } };
export const Error: Story = {
  args: { defaultValue: '(123) 45', errors: ['Please enter a valid cell phone number.'] },
};
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '(301) 555-0123' } };
export const AllStates: Story = {
  tags: ['mobile-and-partner'],
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <PhoneInput label="Empty" id="ph-empty" />
      <PhoneInput label="Filled" id="ph-filled" defaultValue="(301) 555-0123" />
      <PhoneInput
        label="Error"
        id="ph-error"
        errors={['Please enter a valid home phone number.']}
      />
      <PhoneInput label="Disabled" id="ph-disabled" disabled />
      <PhoneInput label="Read-only" id="ph-readonly" readOnly defaultValue="(301) 555-0123" />
    </div>
  ),
};

/** Digits typed are formatted as (###) ###-####; letters are not taken. */
export const Typing: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Cell Phone');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('301abc5550123');
    await expect(field).toHaveValue('(301) 555-0123');
    await expect(args.onChange).toHaveBeenLastCalledWith('(301) 555-0123');
  },
};
