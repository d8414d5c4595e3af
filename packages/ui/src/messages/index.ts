export { Message, MessagesProvider, useMessages } from './MessagesProvider';
export type { MessageProps, MessagesProviderProps } from './MessagesProvider';
export * from './catalogue';
