import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { PasswordInput } from '../PasswordInput/PasswordInput';
import { PasswordChecklist } from './PasswordChecklist';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `The password rules, ticked off live as the password is typed.

**Keyboard**

| key | what it does |
| --- | --- |
| — | not focusable: pass its \`id\` as the password field's \`describedBy\` |

**What a screen reader announces**

Read as the password field's description: the heading “Your password must have:” and each rule followed by “(met)” or “(not met)”, so the state is not told by the tick's colour alone.`;

const meta = {
  title: 'Widgets/PasswordChecklist',
  parameters: { docs: { description: { component: description } } },
  component: PasswordChecklist,
  args: { password: '', id: 'password-rules' },
} satisfies Meta<typeof PasswordChecklist>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const PartlyMet: Story = { args: { password: 'abcdefgh' } };
export const AllMet: Story = { args: { password: 'Correct-horse-9' } };
export const WithMatch: Story = {
  tags: ['mobile-and-partner'],
  args: { password: 'Correct-horse-9', confirmation: 'Correct-horse-' },
};
export const Matching: Story = {
  args: { password: 'Correct-horse-9', confirmation: 'Correct-horse-9' },
};

/** The reset card: new password, confirmation and the live checklist. */
export const ResetPassword: Story = {
  render: function ResetPassword() {
    const [password, setPassword] = useState('');
    const [confirmation, setConfirmation] = useState('');
    return (
      <div style={{ maxWidth: 390 }}>
        <PasswordInput
          label="New Password"
          id="new-password"
          autoComplete="new-password"
          describedBy="reset-rules"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordInput
          label="Confirm Password"
          id="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <PasswordChecklist id="reset-rules" password={password} confirmation={confirmation} />
      </div>
    );
  },
};

/** Typing a new password ticks each rule as it is met; a different confirmation does not match. */
export const TypingMeetsTheRules: Story = {
  render: ResetPassword.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = (name: RegExp) => canvas.getByText(name).closest('li')!;
    await userEvent.type(canvas.getByLabelText('New Password'), 'abc');
    await expect(rule(/at least \d+ characters/)).toHaveTextContent('(not met)');
    await expect(rule(/a lowercase letter/)).toHaveTextContent('(met)');
    await userEvent.type(canvas.getByLabelText('New Password'), 'Defghijk-9');
    await expect(rule(/at least \d+ characters/)).not.toHaveTextContent('(not met)');
    await expect(rule(/an uppercase letter/)).not.toHaveTextContent('(not met)');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'abcDefghijk-8');
    await expect(rule(/passwords must match/)).toHaveTextContent('(not met)');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), '{Backspace}9');
    await expect(rule(/passwords must match/)).not.toHaveTextContent('(not met)');
  },
};
