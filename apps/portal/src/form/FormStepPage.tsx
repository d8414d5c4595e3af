import { ApplicationForm, type AddAnotherCounts, type TabChoices } from '@applykit/admissions-form';
import { definitionInLocale, type PageDefinition } from '@applykit/admissions-form/validate';
import { useMessages } from '@applykit/ui';
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { useApplicationAnswers } from '../answers/AnswersProvider';
import { useFooterSlot } from '../layout/FormLayout';
import { usePageTitle } from '../layout/usePageTitle';
import { focusKeyOf } from '../routes/navigationState';
import { useSession } from '../session/SessionProvider';
import { queryKeys } from '../api/queryClient';
import { portalForm } from './partnerForm';
import { stepDocuments } from './stepDocuments';
import { useApplicationHost } from './useApplicationHost';

/**
 * The form page whose `path` in the partner's definition is the address (/about, /education,
 * /final-steps in the transfer application); any other address goes to the first page, with
 * its query string.
 */
export default function FormStepPage() {
  const { pathname, search } = useLocation();
  const { locale } = useMessages();
  const pages = useMemo(() => definitionInLocale(portalForm.definition, locale).pages, [locale]);
  const page = pages.find((p) => p.path === pathname);
  if (!page) return <Navigate to={{ pathname: pages[0]!.path, search }} replace />;
  return <FormPage page={page} />;
}

/** One page of the application, in the applicant's language, hosted by the portal. */
function FormPage({ page }: { page: PageDefinition }) {
  const { pathname, state } = useLocation();
  const { snapshot, profile } = useSession();
  const { initial } = useApplicationAnswers();
  const host = useApplicationHost();
  const queryClient = useQueryClient();
  const documents = stepDocuments(queryClient, profile?.document_answer);
  // Read with the profile (`loadApplicantData`), so the step is drawn once, with them.
  const tabs = queryClient.getQueryData<TabChoices>(queryKeys.tabs);
  const addAnother = queryClient.getQueryData<AddAnotherCounts>(queryKeys.addAnother);
  usePageTitle(page.title);
  const footerSlot = useFooterSlot();
  return (
    <ApplicationForm
      // A fresh form per step: each starts from the answers as last saved.
      key={pathname}
      page={page.id}
      definition={portalForm.definition}
      partner={portalForm.partner}
      {...(portalForm.validators && { validators: portalForm.validators })}
      {...(portalForm.widgets && { widgets: portalForm.widgets })}
      data={{
        answers: initial,
        client: snapshot,
        ...(documents ? { documents } : {}),
        ...(tabs ? { tabs } : {}),
        ...(addAnother ? { addAnother } : {}),
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
