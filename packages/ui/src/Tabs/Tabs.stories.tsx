import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `Mutually exclusive parts of a question (for example how a transcript is sent). A switch can be refused with \`canChange\`.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab | moves to the chosen tab, then into its panel |
| Left / Right | move focus to the previous or next tab, skipping disabled ones, without choosing it |
| Home / End | move focus to the first or last tab |
| Enter or Space | chooses the focused tab (a switch \`canChange\` refuses leaves the chosen one) |

**What a screen reader announces**

“Tab, selected, 1 of 3” with its label inside the tab list's name; a disabled tab is read as unavailable; the panel is named by its tab.`;

const meta = {
  title: 'Widgets/Tabs',
  parameters: { docs: { description: { component: description } } },
  component: Tabs,
  args: { defaultValue: 'upload' },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="How will you send your transcript?">
        <Tabs.Trigger value="upload">Upload it</Tabs.Trigger>
        <Tabs.Trigger value="mail">Mail it</Tabs.Trigger>
        <Tabs.Trigger value="later" disabled>
          Decide later
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="upload">Upload a copy of your transcript.</Tabs.Content>
      <Tabs.Content value="mail">
        Ask your college to mail it to the Office of Admissions.
      </Tabs.Content>
      <Tabs.Content value="later">You can decide later.</Tabs.Content>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondChosen: Story = { args: { defaultValue: 'mail' } };
/** A switch is refused, as while an upload on the tab is converting. */
export const Guarded: Story = { args: { canChange: () => false } };
export const AllStates: Story = {
  tags: ['forced-colors', 'mobile-and-partner'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: 390 }}>
      {meta.render({ ...args, defaultValue: 'upload' })}
      {meta.render({ ...args, defaultValue: 'mail' })}
    </div>
  ),
};

/** A click chooses a tab; the arrows move past the disabled one and Enter chooses. */
export const Switching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Mail it' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Ask your college to mail it');
    // Arrows move focus only (manual activation); Enter or Space chooses the focused tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Upload it' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Ask your college to mail it');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Upload it' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Upload a copy');
  },
};

/** A refused switch leaves the chosen tab and its panel as they were. */
export const GuardedSwitch: Story = {
  args: { canChange: () => false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Mail it' }));
    await expect(canvas.getByRole('tab', { name: 'Upload it' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Upload a copy');
  },
};
