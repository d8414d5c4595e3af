import type { ReactNode } from 'react';
import { Button, useMessages } from '@applykit/ui';
import { usePageTitle } from '../layout/usePageTitle';
import * as styles from './AuthCard.css';
import type { CardForm } from './useCardForm';

export interface AuthCardProps {
  title: string;
  form: Pick<CardForm<string>, 'onSubmit' | 'isSubmitting'>;
  /** The question under the card and its link, e.g. "Don't have an account?" Sign Up. */
  footer: ReactNode;
  children: ReactNode;
}

/** The frame every account card shares: heading, fields, Submit, and a footer question with a link. */
export function AuthCard({ title, form, footer, children }: AuthCardProps) {
  usePageTitle(title);
  const { t } = useMessages();
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      <form noValidate onSubmit={form.onSubmit} aria-labelledby={headingId} className={styles.form}>
        {children}
        <Button
          type="submit"
          variant="primary"
          size="submit"
          disabled={form.isSubmitting}
          aria-busy={form.isSubmitting}
        >
          {t('portal.card.submit')}
        </Button>
      </form>
      <p className={styles.footer}>{footer}</p>
    </section>
  );
}
