import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Modal, ModalClose, ModalContent, ModalTrigger } from './Modal';

const meta = {
  title: 'Widgets/Modal',
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
