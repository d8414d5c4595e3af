// The account cards: sign up, confirm, log in, forgot and reset password, on the ApplyKit API.
export { ConfirmCard, ForgotPasswordCard, LogInCard, ResetPasswordCard, SignUpCard } from './cards';
export type {
  AccountOutcome,
  ConfirmCardProps,
  ForgotPasswordCardProps,
  LogInCardProps,
  ResetPasswordCardProps,
  SignUpCardProps,
} from './cards';
export type { AccountCardLink, AccountCardProps, TypedOnCard } from './AccountCard';
export type { AccountNotices } from './useCardForm';
export type { CodeResent } from './ResendCodeButton';
export { resendAddressError } from './cardValidation';
/** The cards' own messages by locale (en, es), for tests and a partner's overrides. */
export { catalogues as accountCatalogues } from './catalogues.generated';
export type { MessageId as AccountMessageId } from './catalogues.generated';
