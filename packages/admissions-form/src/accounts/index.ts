// The account cards: sign up, confirm, log in, forgot and reset password, on the ApplyKit API.
// One module a card, so that an app's page for one card loads that card alone.
export { ConfirmCard, type ConfirmCardProps } from './ConfirmCard';
export { ForgotPasswordCard, type ForgotPasswordCardProps } from './ForgotPasswordCard';
export { LogInCard, type LogInCardProps } from './LogInCard';
export { ResetPasswordCard, type ResetPasswordCardProps } from './ResetPasswordCard';
export { SignUpCard, type SignUpCardProps } from './SignUpCard';
export type { AccountCardLink, AccountCardProps, AccountOutcome, TypedOnCard } from './AccountCard';
export type { AccountNotices } from './useCardForm';
export type { CodeResent } from './ResendCodeButton';
export { resendAddressError } from './cardValidation';
/** The cards' own messages by locale (en, es), for tests and a partner's overrides. */
export { catalogues as accountCatalogues } from './catalogues.generated';
export type { MessageId as AccountMessageId } from './catalogues.generated';
