import { Button, MessagesProvider, useMessages } from '@applykit/ui';
import { useLayoutEffect, type ReactNode } from 'react';
import type { ApplyKitClient } from '../applykit-api/client';
import { catalogues as accountCatalogues } from './catalogues.generated';
import * as styles from './AccountCard.css';
import type { AccountNotices, CardForm } from './useCardForm';

/** The cards a card links to. */
export type AccountCardLink = 'signup' | 'login' | 'forgot';

/** What a card hands to the card it links to. */
export interface TypedOnCard {
  /** The e-mail address as typed (trimmed), or ''. */
  username: string;
}

/** The address typed on a card so far, for the card its link goes to. */
export function typedOn(form: { values: { username: string } }): TypedOnCard {
  return { username: form.values.username.trim() };
}

/** What a card reports when the server accepted it: the address and the server's words. */
export interface AccountOutcome {
  username: string;
  message: string;
}

/** What every account card takes. */
export interface AccountCardProps {
  /** The ApplyKit API client the card calls (`createApplyKitClient`). */
  client: ApplyKitClient;
  notices: AccountNotices;
  /**
   * A link to another card, with its text already translated: your router's link (the portal
   * carries the applicant's answers along in its state), or a plain `<a href>`. `typed` is the
   * e-mail address typed on this card so far, for the next card to start with (so the applicant
   * does not type it twice); empty when none.
   */
  renderLink(card: AccountCardLink, text: string, typed: TypedOnCard): ReactNode;
  /** Called with the card's heading, to title the page. */
  onTitle?(title: string): void;
  /** The institution's logo at the top of the card: the partner's `theme.logo`. */
  logo?: { src: string; alt: string };
  /**
   * A failure that brought the applicant to this card (a session that ended, a link that
   * expired), shown once as the card's own error toast.
   */
  arrivalError?: string;
}

/**
 * An account card: its body under the cards' texts, laid over whatever the app provides. The
 * cards have a catalogue of their own, so an account screen does not load the form's texts.
 */
export function withAccountMessages<Props extends AccountCardProps>(
  Body: (props: Props) => ReactNode,
): (props: Props) => ReactNode {
  function AccountCard(props: Props) {
    return (
      <MessagesProvider catalogues={accountCatalogues}>
        <Body {...props} />
      </MessagesProvider>
    );
  }
  AccountCard.displayName = Body.name;
  return AccountCard;
}

export interface AccountCardFrameProps {
  title: string;
  form: Pick<CardForm<string>, 'onSubmit' | 'isSubmitting'>;
  /** The question under the card and its link, e.g. "Don't have an account?" Sign Up. */
  footer: ReactNode;
  onTitle: ((title: string) => void) | undefined;
  logo?: { src: string; alt: string } | undefined;
  children: ReactNode;
}

/** The frame every account card shares: heading, fields, Submit, and a footer question with a link. */
export function AccountCardFrame({
  title,
  form,
  footer,
  onTitle,
  logo,
  children,
}: AccountCardFrameProps) {
  const { t } = useMessages();
  // A layout effect, so the page is titled before anything reads the title.
  useLayoutEffect(() => onTitle?.(title), [onTitle, title]);
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      {logo ? <img src={logo.src} alt={logo.alt} className={styles.logo} /> : null}
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      <form noValidate onSubmit={form.onSubmit} aria-labelledby={headingId} className={styles.form}>
        {children}
        {/* Busy, not disabled: a disabled button drops keyboard focus to the page's start, and
            the applicant would have to find the card again after a refusal. */}
        <Button
          type="submit"
          variant="primary"
          size="submit"
          aria-disabled={form.isSubmitting || undefined}
          aria-busy={form.isSubmitting}
        >
          {t('form.account.submit')}
        </Button>
      </form>
      <p className={styles.footer}>{footer}</p>
    </section>
  );
}
