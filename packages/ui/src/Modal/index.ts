export { Modal, ModalContent, ModalTrigger, ModalClose, DEFAULT_MODAL_TITLE } from './Modal';
export type { ModalProps, ModalContentProps } from './Modal';
