import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `Short notices in the corner, with an optional action (Radix Toast).

**Keyboard**

| key | what it does |
| --- | --- |
| F8 | moves focus to the notifications region |
| Tab | moves through the toasts, their actions and Close buttons |
| Escape | dismisses a toast |

**What a screen reader announces**

The region is “Notifications (F8)”. A success toast is spoken politely after what is being read; an error toast is spoken at once. Each starts with its title (“Success”, “Error”). An action's alternative text tells a screen reader user how to reach it.`;

const meta = {
  title: 'Widgets/Toast',
  parameters: { docs: { description: { component: description } } },
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
  tags: ['mobile-and-partner'],
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

/** A button shows a toast; F8 takes focus to the toasts and Escape dismisses it. */
export const ShowingAndReaching: Story = {
  render: () => <ShowButtons />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Your answers were saved.')).toBeVisible();
    await userEvent.keyboard('[F8]');
    const region = page.getByRole('region', { name: /Notifications/ });
    await expect(region.contains(region.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByText('Your answers were saved.')).toBeNull());
  },
};

/** The action button runs its action and closes the toast. */
export const RunningTheAction: Story = {
  args: {
    ...WithAction.args,
    action: { label: 'Reset', altText: 'Press F8 to reach the Reset button.', onAction: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Reset' }));
    await expect(args.action!.onAction).toHaveBeenCalled();
    await waitFor(() => expect(page.queryByText('Error uploading file for Résumé')).toBeNull());
  },
};
