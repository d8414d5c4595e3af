import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `The kit's button: primary, secondary or danger, in the form's fixed sizes.

**Keyboard**

| key | what it does |
| --- | --- |
| Enter or Space | presses it |
| Tab | reaches it unless disabled |

**What a screen reader announces**

A button with its text; a disabled button is read as unavailable (the form's busy buttons use \`aria-disabled\` and keep focus).`;

const meta = {
  title: 'Widgets/Button',
  parameters: { docs: { description: { component: description } } },
  component: Button,
  args: { children: 'Save and Continue' },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Previous' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Save: Story = { args: { size: 'save', children: 'Save' } };
export const Submit: Story = { args: { size: 'submit', children: 'Submit' } };
export const Logout: Story = { args: { size: 'logout', children: 'Log Out' } };
export const Disabled: Story = { args: { disabled: true } };
export const AllStates: Story = {
  tags: ['forced-colors', 'mobile-and-partner'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', maxWidth: 390 }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="danger">Danger</Button>
      <Button size="save">Save</Button>
      <Button size="submit">Submit</Button>
      <Button size="logout">Log Out</Button>
      <Button disabled>Disabled</Button>
      <Button variant="secondary" disabled>
        Disabled secondary
      </Button>
    </div>
  ),
};
