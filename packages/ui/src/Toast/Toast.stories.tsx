import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { TextInput } from '../TextInput/TextInput';
import { Toast, ToastProvider, useToast } from './Toast';

function ShowButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Button
        onClick={() =>
          toast.show({
            severity: 'success',
            message: 'Your answers were saved.',
            label: 'Success Notification',
          })
        }
      >
        Save
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({
            severity: 'error',
            message: 'Error uploading file for transcript',
            label: 'Upload Error',
          })
        }
      >
        Fail
      </Button>
    </div>
  );
}

const meta = {
  title: 'Widgets/Toast',
  component: Toast,
  args: {
    severity: 'success',
    children: 'Your application was successfully submitted.',
    defaultOpen: true,
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Toast>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { 'aria-label': 'Success Notification' } };
export const Error: Story = {
  args: {
    severity: 'error',
    children: "We've encountered an unexpected error at this time. Please try again later.",
  },
};
/** An error with the action that puts it right (the form's reset of a failed upload). */
export const WithAction: Story = {
  args: {
    severity: 'error',
    children: 'Error uploading file for Résumé',
    'aria-label': 'Error uploading file for Résumé',
    action: {
      label: 'Reset',
      altText: 'Press F8 to reach the Reset button.',
      onAction: () => undefined,
    },
  },
};
export const FromAnywhere: Story = { render: () => <ShowButtons /> };

/** Thirty questions and a Save button, to Tab through while an error toast is shown. */
function LongForm() {
  return (
    <div style={{ maxWidth: 600 }}>
      {Array.from({ length: 30 }, (_, index) => (
        <TextInput key={index} id={`answer-${index + 1}`} label={`Answer ${index + 1}`} />
      ))}
      <Button>Save and Continue</Button>
    </div>
  );
}

/** An error toast stays five minutes: Tab never leaves a focused control behind it. */
export const OverALongForm: Story = {
  args: {
    severity: 'error',
    children: "We've encountered an unexpected error at this time. Please try again later.",
    'aria-label': 'Page Error',
  },
  render: (args) => (
    <>
      <LongForm />
      <Toast {...args} />
    </>
  ),
};
