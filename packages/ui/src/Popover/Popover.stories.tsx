import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `A panel anchored to a button (the account menu).

**Keyboard**

| key | what it does |
| --- | --- |
| Enter or Space on the trigger | opens it and moves focus in |
| Tab | moves through its controls |
| Escape | closes it; focus goes back to the trigger |

**What a screen reader announces**

A dialog named by its \`aria-label\` (“Account”); the trigger says whether it is expanded.`;

const meta = {
  title: 'Widgets/Popover',
  parameters: { docs: { description: { component: description } } },
  component: Popover,
  args: { children: null },
  render: (args) => (
    <Popover {...args}>
      <Popover.Trigger asChild>
        <Button variant="secondary">Account</Button>
      </Popover.Trigger>
      <Popover.Content aria-label="Account">
        <p style={{ marginTop: 0 }}>student@example.edu</p>
        <Button size="logout">Log Out</Button>
      </Popover.Content>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { tags: ['mobile-and-partner'], args: { defaultOpen: true } };

/** Enter on the trigger opens the popover; Escape closes it and focus goes back. */
export const OpeningAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await page.findByRole('dialog', { name: 'Account' });
    await expect(popover).toHaveTextContent('student@example.edu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
