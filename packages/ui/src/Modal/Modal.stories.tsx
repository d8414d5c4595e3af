import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal, ModalClose, ModalContent, ModalTrigger } from './Modal';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `A dialog over the page (Radix Dialog).

**Keyboard**

| key | what it does |
| --- | --- |
| — | opening moves focus into the dialog (to the element marked as initial focus, else the first control) |
| Tab / Shift+Tab | stay inside the dialog |
| Escape or the × button | closes it; focus goes back to what opened it |

**What a screen reader announces**

A dialog named by its title (“Error” when none is given) and described by its description; the × is a button named “Close”.`;

const meta = {
  title: 'Widgets/Modal',
  parameters: { docs: { description: { component: description } } },
  component: Modal,
  args: { children: null },
  render: (args) => (
    <Modal {...args}>
      <ModalTrigger asChild>
        <Button>Open</Button>
      </ModalTrigger>
      <ModalContent
        description="Please wait until the file upload has completed."
        title="File Upload in Progress"
        size="xs"
      >
        <ModalClose asChild>
          <Button>OK</Button>
        </ModalClose>
      </ModalContent>
    </Modal>
  ),
} satisfies Meta<typeof Modal>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
/** The default header reads 'Error'. */
export const DefaultTitle: Story = {
  render: () => (
    <Modal defaultOpen>
      <Modal.Content>
        We've encountered an unexpected error at this time. Please try again later.
      </Modal.Content>
    </Modal>
  ),
};
export const Medium: Story = {
  render: () => (
    <Modal defaultOpen>
      <Modal.Content title="Privacy Policy and Cookie Notice" size="m">
        <p>How we use cookies.</p>
      </Modal.Content>
    </Modal>
  ),
};
export const WithFooter: Story = {
  tags: ['mobile-and-partner'],
  render: () => (
    <Modal defaultOpen>
      <Modal.Content
        title="Delete File"
        description="Are you sure you want to delete your file?"
        size="xs"
        footer={
          <>
            <Modal.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Modal.Close>
            <Button variant="danger">Delete</Button>
          </>
        }
      />
    </Modal>
  ),
};

/** The trigger opens the dialog with focus inside; Escape closes it and focus goes back. */
export const OpeningAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'File Upload in Progress' });
    await expect(dialog).toHaveAccessibleDescription(
      'Please wait until the file upload has completed.',
    );
    await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
