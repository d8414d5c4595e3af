import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';

const meta = {
  title: 'Widgets/Tabs',
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
  tags: ['forced-colors'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: 390 }}>
      {meta.render({ ...args, defaultValue: 'upload' })}
      {meta.render({ ...args, defaultValue: 'mail' })}
    </div>
  ),
};
