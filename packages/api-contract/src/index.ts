export { paths } from './paths';
export type { ApiPath } from './paths';
export { messages } from './messages';
export { errorReplySchema, healthReplySchema } from './schemas';
export type { ErrorReply, HealthReply } from './schemas';
