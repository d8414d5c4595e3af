import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './PasswordInput';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `A password field with a Show/Hide toggle.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab | moves from the field to the toggle |
| Enter or Space on the toggle | shows the password as text, or hides it again; focus stays on the toggle |

**What a screen reader announces**

The field by its label, as a password field. The toggle is a button named “Show password” or “Hide password”; after a press a status says “Your password is visible” or “Your password is hidden”.`;

const meta = {
  title: 'Widgets/PasswordInput',
  parameters: { docs: { description: { component: description } } },
  component: PasswordInput,
  args: { label: 'Password', id: 'password' },
} satisfies Meta<typeof PasswordInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Correct-horse-9' } };
export const Visible: Story = { args: { defaultValue: 'Correct-horse-9', defaultVisible: true } };
export const Error: Story = { args: { errors: ['Password is required.'] } };
export const Disabled: Story = { args: { disabled: true } };
export const AllStates: Story = {
  tags: ['mobile-and-partner'],
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <PasswordInput label="Empty" id="p-empty" />
      <PasswordInput label="Filled" id="p-filled" defaultValue="Correct-horse-9" />
      <PasswordInput label="Visible" id="p-visible" defaultValue="Correct-horse-9" defaultVisible />
      <PasswordInput label="Error" id="p-error" errors={['Password is required.']} />
      <PasswordInput label="Disabled" id="p-disabled" disabled />
    </div>
  ),
};

/** Show and Hide: the toggle follows the field in Tab order and switches what is shown. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Password');
    await userEvent.click(field);
    await userEvent.keyboard('Correct-horse-9');
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.tab();
    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveValue('Correct-horse-9');
  },
};
