import { MessagesProvider, useMessages } from '@applykit/ui';
import { useMemo, useState, type ReactNode } from 'react';
import type { Answers } from '../conditions/conditions';
import { formCatalogues } from '../messages';
import { partnerTextsInLocale, type PartnerSettings } from '../model/partner';
import { defaultPartner } from '../model/builtInPartners';
import { ApplicationFooter, SubmittedBanner, greetingName } from './chrome';
import { PartnerContext } from './context';
import * as styles from './styles.css';
import { partnerThemeStyle } from './theme';

export interface SubmittedApplicationProps {
  partner?: PartnerSettings;
  /** The clock of the footer's year; the current time by default. */
  now?: Date;
  /** The applicant's answers: the banner greets them by preferred or first name. */
  answers?: Answers;
  /** The host's own content between the banner and the footer (the completion message, the PDF). */
  children?: ReactNode;
}

/**
 * A submitted application's frame outside the form (the completion page): the submitted
 * banner with its thanks and last steps, the host's content, and the footer with Help and
 * Privacy, in the partner's theme.
 */
export function SubmittedApplication({
  partner = defaultPartner,
  now,
  answers = {},
  children,
}: SubmittedApplicationProps) {
  const [clock] = useState(() => now ?? new Date());
  // The institution's own words (address, office, help note) in the applicant's language.
  const { locale } = useMessages();
  const environment = useMemo(
    () => ({ partner: partnerTextsInLocale(partner, locale), now: clock }),
    [partner, locale, clock],
  );
  return (
    <MessagesProvider catalogues={formCatalogues}>
      <PartnerContext.Provider value={environment}>
        <div className={styles.root} style={partnerThemeStyle(partner.theme)}>
          <SubmittedBanner name={greetingName(answers.preferred_name, answers.first_name)} />
          {children}
          <ApplicationFooter />
        </div>
      </PartnerContext.Provider>
    </MessagesProvider>
  );
}
