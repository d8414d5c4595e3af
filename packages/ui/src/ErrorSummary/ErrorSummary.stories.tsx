import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextInput } from '../TextInput/TextInput';
import { ErrorSummary } from './ErrorSummary';

const title = "We're missing some information!";
const description =
  'The links below show what needs to be completed. Missing items will appear in red text on each page; simply fix them and then resubmit your application.';

const meta = {
  title: 'Widgets/ErrorSummary',
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

export const Default: Story = {};
export const Grouped: Story = {
  args: {
    items: undefined,
    groups: [
      { heading: 'About You', items: [{ targetId: 'first_name', text: 'First Name' }] },
      { heading: 'Your Academics', items: [{ targetId: 'gender', text: 'Gender' }] },
    ],
  },
};
