import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  MODAL_INITIAL_FOCUS,
  Modal,
  ModalClose,
  ModalContent,
  ThemeProvider,
  Toast,
  ToastProvider,
} from '@applykit/ui';
import { examplePartner, partnerTokens } from '@applykit/admissions-form/partner';

const lakeside = partnerTokens(examplePartner.theme);

/** The Delete File dialog, rendered in a portal on <body>, under the partner's ThemeProvider. */
function DeleteFileDialog() {
  return (
    <ThemeProvider theme={lakeside}>
      <Modal defaultOpen>
        <ModalContent
          size="xs"
          title="Delete File"
          description="Are you sure you want to delete this file?"
          footer={
            <>
              <ModalClose asChild>
                <Button variant="secondary" {...{ [MODAL_INITIAL_FOCUS]: '' }}>
                  Cancel
                </Button>
              </ModalClose>
              <Button variant="danger">Delete</Button>
            </>
          }
        />
      </Modal>
    </ThemeProvider>
  );
}

/** A success and an error toast with an action, in the toast viewport, under the partner's ThemeProvider. */
function Toasts() {
  return (
    <ThemeProvider theme={lakeside}>
      <ToastProvider>
        <Toast severity="success" defaultOpen duration={Infinity}>
          Your answers were saved.
        </Toast>
        <Toast
          severity="error"
          defaultOpen
          duration={Infinity}
          action={{ label: 'Try again', altText: 'Try saving again', onAction: () => {} }}
        >
          Your answers could not be saved.
        </Toast>
      </ToastProvider>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Theming/Partner portals',
  parameters: {
    docs: {
      description: {
        component:
          'Dialogs and toasts render in portals, outside any container a partner could put a theme class on. `ThemeProvider` puts the partner’s tokens on the page’s root element, so they reach them too (here: Lakeside College’s teal, fonts and rounder corners).',
      },
    },
  },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const LakesideDialog: Story = { render: () => <DeleteFileDialog /> };
export const LakesideToasts: Story = { render: () => <Toasts /> };
