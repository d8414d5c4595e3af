import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextInput } from '../TextInput/TextInput';
import { ErrorSummary } from './ErrorSummary';

const title = "We're missing some information!";

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const docsDescription = `The list of answers still needed, each a link to its question.

**Keyboard**

| key | what it does |
| --- | --- |
| — | takes focus when it appears (unless \`takeFocus\` is false) |
| Tab / Shift+Tab | move between the links |
| Enter on a link | focuses its question (a group's chosen or first option), with its label in view |

**What a screen reader announces**

Its title and description are read once, as an alert, when it appears; the links are not part of the alert. When answers are fixed or broken, a polite status says “n answers still need attention” once the typing has held still for a second.`;

const description =
  'The links below show what needs to be completed. Missing items will appear in red text on each page; simply fix them and then resubmit your application.';

const meta = {
  title: 'Widgets/ErrorSummary',
  parameters: { docs: { description: { component: docsDescription } } },
  component: ErrorSummary,
  args: {
    title,
    description,
    items: [
      { targetId: 'first_name', text: 'First Name' },
      { targetId: 'gender', text: 'Gender' },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 390 }}>
      <ErrorSummary {...args} />
      <TextInput id="first_name" label="First Name" errors={['First Name']} />
      <RadioGroup
        id="gender"
        label="Gender"
        errors={['Gender']}
        options={[
          { value: 'F', label: 'Female' },
          { value: 'M', label: 'Male' },
          { value: 'X', label: 'Another gender' },
        ]}
      />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['mobile-and-partner'] };
export const Grouped: Story = {
  args: {
    items: undefined,
    groups: [
      { heading: 'About You', items: [{ targetId: 'first_name', text: 'First Name' }] },
      { heading: 'Your Academics', items: [{ targetId: 'gender', text: 'Gender' }] },
    ],
  },
};

/** The summary takes focus; each link, by click or Enter, focuses its question. */
export const FollowingTheLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'First Name' }));
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveFocus();
    canvas.getByRole('link', { name: 'Gender' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toHaveFocus();
  },
};
