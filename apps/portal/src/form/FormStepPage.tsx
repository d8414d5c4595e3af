import { ApplicationForm } from '@applykit/admissions-form';
import { definitionInLocale } from '@applykit/admissions-form/validate';
import { useMessages } from '@applykit/ui';
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useApplicationAnswers } from '../answers/AnswersProvider';
import { useFooterSlot } from '../layout/FormLayout';
import { usePageTitle } from '../layout/usePageTitle';
import { useSession } from '../session/SessionProvider';
import { portalForm } from './partnerForm';
import { stepDocuments } from './stepDocuments';
import { useApplicationHost } from './useApplicationHost';

type PageId = 'about' | 'education' | 'final-steps';

function focusKeyOf(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('focusKey' in state)) return undefined;
  const { focusKey } = state as { focusKey: unknown };
  return typeof focusKey === 'string' ? focusKey : undefined;
}

/** One step of the application (/about, /education, /final-steps), hosted by the portal. */
export default function FormStepPage() {
  const { pathname, state } = useLocation();
  const { snapshot, profile } = useSession();
  const { initial } = useApplicationAnswers();
  const host = useApplicationHost();
  const documents = stepDocuments(useQueryClient(), profile?.document_answer);
  const page = pathname.slice(1) as PageId;
  const { locale } = useMessages();
  const pages = useMemo(() => definitionInLocale(portalForm.definition, locale).pages, [locale]);
  usePageTitle((pages.find((p) => p.path === pathname) ?? pages[0]!).title);
  const footerSlot = useFooterSlot();
  return (
    <ApplicationForm
      // A fresh form per step: each starts from the answers as last saved.
      key={pathname}
      page={page}
      definition={portalForm.definition}
      partner={portalForm.partner}
      {...(portalForm.validators && { validators: portalForm.validators })}
      {...(portalForm.widgets && { widgets: portalForm.widgets })}
      data={{
        answers: initial,
        client: snapshot,
        ...(documents ? { documents } : {}),
      }}
      host={host}
      focusKey={focusKeyOf(state)}
      // The portal's top navigation is the step navigation; the form need not repeat it.
      showStepNavigation={false}
      // After main, so the footer is the page's contentinfo landmark.
      footerContainer={footerSlot}
    />
  );
}
