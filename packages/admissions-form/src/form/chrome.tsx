import { ErrorSummary, focusField, useMessages, type Translator } from '@applykit/ui';
import { useEffect, useId, type MouseEvent } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { Answers } from '../conditions/conditions';
import { applicationPages, indexDefinition } from '../model/dataModel';
import { formatPartnerText, type PartnerSettings } from '../model/partner';
import type { PageDefinition } from '../model/types';
import { english } from '../messages';
import { useFormEnvironment, usePartnerEnvironment } from './context';
import { DialogButton, LazyHelpDialog, LazyPrivacyDialog } from './lazyDialogs';
import type { ClientSnapshot } from './host';
import * as styles from './styles.css';

/** The kinds of welcome banner; their words are in the form's catalogue. */
export type BannerKind = 'submitted' | 'firstLogin' | 'returning' | 'anonymous';

/** The banner's heading, with the name when there is one. */
function bannerTitle(t: Translator['t'], kind: BannerKind, name: string): string {
  return name ? t(`form.banner.${kind}.titleNamed`, { name }) : t(`form.banner.${kind}.title`);
}

export function bannerKind(client: ClientSnapshot): BannerKind {
  if (client.web_status === 'submitted') return 'submitted';
  if (!client.is_logged_in) return 'anonymous';
  return client.num_logins <= 1 ? 'firstLogin' : 'returning';
}

/** The name the greeting uses: the preferred name, else the first name. */
export function greetingName(preferred: string | undefined, first: string | undefined): string {
  return (preferred ?? '').trim() || (first ?? '').trim();
}

/** The submitted banner: thanks, congratulations and the last steps. */
export function SubmittedBanner({ name }: { name: string }) {
  const { partner } = usePartnerEnvironment();
  const { t } = useMessages();
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId} data-banner="submitted">
      <h2 id={headingId} className={styles.heading}>
        {bannerTitle(t, 'submitted', name)}
      </h2>
      <p>{t('form.banner.submitted.body', { institution: partner.institutionName })}</p>
    </section>
  );
}

/** The greeting, with the preferred name or else the first name. */
export function WelcomeBanner() {
  const { client, partner } = useFormEnvironment();
  const [preferred, first] = useWatch<Answers>({
    name: ['preferred_name', 'first_name'],
    exact: true,
  });
  const name = greetingName(preferred, first);
  const { t, translateText } = useMessages();
  const kind = bannerKind(client);
  const headingId = useId();
  if (kind === 'submitted') return <SubmittedBanner name={name} />;
  return (
    <section className={styles.banner} aria-labelledby={headingId} data-banner={kind}>
      {kind === 'firstLogin' ? (
        <>
          <h2 id={headingId} className={styles.heading}>
            {bannerTitle(t, kind, name)}
          </h2>
          {partner.welcomeBenefits.length > 0 ? (
            <>
              <p>{t('form.banner.firstLogin.body')}</p>
              <ul>
                {partner.welcomeBenefits.map((benefit) => (
                  <li key={benefit}>{translateText(formatPartnerText(benefit, partner))}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <>
          <h2 id={headingId} className={styles.heading}>
            {bannerTitle(t, kind, name)}
          </h2>
          <p>{t(`form.banner.${kind}.body`)}</p>
        </>
      )}
    </section>
  );
}

/** True from the banner's start date to its end date inclusive (UTC calendar days). */
export function isInDateWindow(partner: PartnerSettings, now: Date): boolean {
  const window = partner.dateBanner;
  if (!window) return false;
  const today = now.toISOString().slice(0, 10);
  return today >= window.start && today <= window.end;
}

/** The partner's date-window banner; its dates are never shown. */
export function DateWindowBanner() {
  const { partner, now } = useFormEnvironment();
  const headingId = useId();
  if (!isInDateWindow(partner, now) || !partner.dateBanner) return null;
  return (
    <section className={styles.dateBanner} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {partner.dateBanner.title}
      </h2>
      <p>{partner.dateBanner.message}</p>
    </section>
  );
}

/** "Step 2 of 3: Your Academics", or the submitted title; `pageCount` is the definition's. */
export function pageHeading(
  page: PageDefinition,
  submitted: boolean,
  pageCount: number = applicationPages.length,
  { t }: Pick<Translator, 't'> = english,
): string {
  return submitted
    ? page.submittedTitle
    : t('form.page.heading', { step: page.step, count: pageCount, title: page.title });
}

/** Step navigation: each link saves first (the form's `onNavigate`), then goes to the page. */
export function StepNavigation({
  current,
  onNavigate,
}: {
  current: PageDefinition;
  onNavigate: (path: string) => void;
}) {
  const { definition } = useFormEnvironment();
  const { t } = useMessages();
  return (
    <nav aria-label={t('form.page.steps')}>
      <ol className={styles.steps}>
        {definition.pages.map((page) => (
          <li key={page.id}>
            <a
              className={styles.stepLink}
              href={page.path}
              aria-current={page.id === current.id ? 'step' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onNavigate(page.path);
              }}
            >
              {t('form.page.stepLink', { step: page.step, title: page.title })}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * "We're missing some information!": every incomplete question, grouped by page, shown only
 * while validating. It takes focus when it appears, prefixes the page title with "Error: "
 * while shown, and a link to another page's question goes there and focuses it on arrival.
 */
export function ApplicationErrorSummary({ takeFocus = true }: { takeFocus?: boolean }) {
  const { validating, host, definition } = useFormEnvironment();
  const { errors } = useFormState<Answers>();
  const { pageOf, field } = indexDefinition(definition);
  const { t, translateText } = useMessages();
  const keys = Object.keys(errors);
  const shown = validating && keys.length > 0;
  const titlePrefix = `${t('form.page.errorTitlePrefix')} `;

  useEffect(() => {
    if (!shown) return;
    if (!document.title.startsWith(titlePrefix)) document.title = titlePrefix + document.title;
    return () => {
      if (document.title.startsWith(titlePrefix))
        document.title = document.title.slice(titlePrefix.length);
    };
  }, [shown, titlePrefix]);

  if (!shown) return null;
  const groups = definition.pages.map((page) => ({
    heading: page.title,
    items: keys
      .filter((key) => pageOf(key) === page.id)
      .map((key) => {
        const error = errors[key];
        const text =
          Object.values(error?.types ?? {}).find((m) => typeof m === 'string') ?? error?.message;
        // A key without a message still names its question, never the key itself.
        const fallback = field(key)?.label ?? '';
        return { targetId: key, text: translateText(String(text ?? fallback)) };
      }),
  }));

  // A question of another page is not in the document: go there and focus it on arrival.
  const onLinkClick = (key: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (document.getElementById(key)) return;
    const page = definition.pages.find((p) => p.id === pageOf(key));
    if (!page) return;
    event.preventDefault();
    host.navigate(page.path, { focusKey: key });
  };

  return (
    <ErrorSummary
      title={t('form.errorSummary.title')}
      description={t('form.errorSummary.text')}
      groups={groups}
      onLinkClick={onLinkClick}
      takeFocus={takeFocus}
    />
  );
}

/**
 * How long a field that loads its code on first render is waited for, and how long after
 * arrival its label is kept in view while the page settles.
 */
const ARRIVAL_WAIT_MS = 5000;

/** What an applicant does to move focus or the page themselves. */
const OWN_MOVES = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * Focuses a field after arriving from an error-summary link on another page, with its label
 * in view. Widgets whose code loads lazily appear a moment after the page: the field is
 * focused as soon as it is in the document, once, unless the applicant has moved focus since.
 * Content that arrives above it afterwards (the summary, lazy widgets) would push the label
 * out of view, so until the page settles its label is brought back into view, as long as focus
 * is still in the field and the applicant has not moved anything themselves.
 */
export function useFocusOnArrival(focusKey: string | undefined) {
  useEffect(() => {
    if (!focusKey) return;
    const arrivedAt = document.activeElement;
    const focusInField = () => {
      const field = document.getElementById(focusKey);
      return !!field && !!document.activeElement && field.contains(document.activeElement);
    };
    // Without ResizeObserver (old browsers, jsdom) the field is focused all the same.
    const keepInView =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (focusInField()) focusField(focusKey);
          });
    const appears = new MutationObserver(() => {
      if (!document.getElementById(focusKey)) return;
      appears.disconnect();
      if (document.activeElement === arrivedAt || document.activeElement === document.body) {
        focusField(focusKey);
        keepInView?.observe(document.body);
      }
    });
    const stop = () => {
      appears.disconnect();
      keepInView?.disconnect();
      clearTimeout(timer);
      for (const move of OWN_MOVES) window.removeEventListener(move, stop, true);
    };
    const timer = setTimeout(stop, ARRIVAL_WAIT_MS);
    for (const move of OWN_MOVES) window.addEventListener(move, stop, true);
    if (focusField(focusKey)) keepInView?.observe(document.body);
    else appears.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [focusKey]);
}

/** Footer: product name and address, the Help and Privacy modals. */
export function ApplicationFooter() {
  const { partner } = usePartnerEnvironment();
  const { t } = useMessages();
  return (
    <footer className={styles.footer}>
      <address className={styles.address}>
        <strong>{partner.institutionName}</strong>
        {partner.institutionAddress.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
      <div className={styles.steps}>
        <DialogButton label={t('form.footer.help')} dialog={LazyHelpDialog} />
        <DialogButton label={t('form.footer.privacy')} dialog={LazyPrivacyDialog} />
      </div>
    </footer>
  );
}
