import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PasswordInput } from '../PasswordInput/PasswordInput';
import { PasswordChecklist } from './PasswordChecklist';

const meta = {
  title: 'Widgets/PasswordChecklist',
  component: PasswordChecklist,
  args: { password: '', id: 'password-rules' },
} satisfies Meta<typeof PasswordChecklist>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const PartlyMet: Story = { args: { password: 'abcdefgh' } };
export const AllMet: Story = { args: { password: 'Correct-horse-9' } };
export const WithMatch: Story = {
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
