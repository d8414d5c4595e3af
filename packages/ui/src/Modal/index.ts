export {
  Modal,
  ModalContent,
  ModalTrigger,
  ModalClose,
  DEFAULT_MODAL_TITLE,
  MODAL_INITIAL_FOCUS,
} from './Modal';
export type { ModalProps, ModalContentProps } from './Modal';
