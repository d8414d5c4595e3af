import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SOURCE_LOCALE } from '@applykit/ui/messages';
import {
  addAnotherCountsSchema,
  addAnotherPayloadSchema,
  lastPagePayloadSchema,
  localePayloadSchema,
  messageReplySchema,
  messages,
  paths,
  profileSchema,
  serverMessages,
  tabChoicePayloadSchema,
  tabChoicesSchema,
  validationErrorsSchema,
  webStatusPayloadSchema,
  webStatusReplySchema,
  type WebStatus,
} from '@applykit/api-contract';
import {
  definitionInLocale,
  partnerListsInLocale,
  validateApplication,
  type PartnerForm,
  type PartnerSettings,
} from '@applykit/admissions-form/validate';
import { setApplicantLocale } from '../accounts/accounts';
import type { Database, Queryable } from '../db/database';
import { badRequest, conflict } from '../http/errors';
import { encodingFor, sendEncoded } from '../http/compression';
import { jsonTextOf } from '../http/guards';
import { replyLocaleOf } from '../http/reply-language';
import type { Mailer } from '../mail/mailer';
import { mailTemplatesFor } from '../mail/templates';
import { applicantOf, sessionToCheck } from '../sessions/require-applicant';
import { answerSaveChecks } from './answers';
import { hostStateShape } from './host-state';
import { profileReplyBytes } from './profile-reply';
import type { DocumentAnswersReader } from './document-answers';
import {
  answerSaveInSession,
  loadApplication,
  profileInSession,
  markSubmitted,
  migrateAnswers,
  openApplicationChanges,
  reachWebStatus,
  reachedWebStatuses,
  recordSubmitErrors,
  webStatusOrder,
  type StoredApplication,
} from './store';

export interface ApplicationDependencies {
  database: Database;
  mailer: Mailer;
  documentAnswers: DocumentAnswersReader;
  /** Whose rules submit applies: the same partner settings the portal's form uses. */
  partner: PartnerSettings;
  /** The form the portal is built with: its keys, rules, validators and answer migration. */
  form: PartnerForm;
  /** The server's sender (`MAIL_FROM`); the default one is named in each mail's language. */
  mailFrom?: string;
  /**
   * Queues the hand-off of a submitted application to the student system, in the submit's
   * transaction, so a submit is never kept without it.
   */
  handOff?: (tx: Queryable, applicantId: string) => Promise<void>;
}

const submittedConflict = () => conflict(serverMessages.alreadySubmitted);

const savedReply = { response: { 200: messageReplySchema } };

/** The applicant's own application: answers, progress, submit (every route needs a session). */
export async function applicationRoutes(
  app: FastifyInstance,
  { database, mailer, documentAnswers, partner, form, mailFrom, handOff }: ApplicationDependencies,
): Promise<void> {
  const { definition } = form;
  const mailsIn = mailTemplatesFor(partner, mailFrom === undefined ? {} : { mailFrom });
  const applicationHostState = hostStateShape(definition.pages);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The session check, the application and its documents in one statement, one round trip.
  const readProfile = profileInSession(app.sessions.statement);
  // Declared with the contract's schema (the API reference, the client's checks); the reply is
  // written by `profileReplyBytes`, so 20 KB of answers are never parsed and serialised again,
  // and an unchanged profile's reply is neither written nor compressed again.
  app.get(
    paths.profile,
    {
      config: { checksSessionInStatement: true },
      schema: { response: { 200: profileSchema } },
    },
    async (request, reply) => {
      const found = await readProfile(database, sessionToCheck(request), form);
      const applicant = app.admitApplicant(request, reply, found?.applicant ?? null);
      // Admitted: the statement found the session, and so the profile.
      const { shown } = found!;
      const encoding = encodingFor(request, profileReplyBytes(shown, applicant, null).length);
      reply.type('application/json; charset=utf-8');
      return sendEncoded(reply, profileReplyBytes(shown, applicant, encoding), encoding);
    },
  );

  const lastPageSchema = { body: lastPagePayloadSchema, ...savedReply };
  api.put(paths.lastPage, { schema: lastPageSchema }, async (request) => {
    const applicant = applicantOf(request);
    const { last_page } = request.body;
    const saved = await openApplicationChanges.lastPage(database, applicant.id, last_page);
    if (!saved) throw submittedConflict();
    return { message: serverMessages.lastPageSaved };
  });

  // The language belongs to the account, not the application: it may change after submitting.
  api.put(
    paths.locale,
    { schema: { body: localePayloadSchema, ...savedReply } },
    async (request) => {
      const applicant = applicantOf(request);
      const { locale } = request.body;
      await setApplicantLocale(database, applicant.id, locale);
      return { message: serverMessages.localeSaved };
    },
  );

  const answerChecks = answerSaveChecks(definition);
  // The session check and the save in one statement, one round trip.
  const saveAnswers = answerSaveInSession(app.sessions.statement);
  api.put(
    paths.answer,
    {
      ...answerChecks,
      config: { checksSessionInStatement: true },
      schema: { ...answerChecks.schema, ...savedReply },
    },
    async (request, reply) => {
      const answersJson = jsonTextOf(request.body);
      const outcome = await saveAnswers(database, sessionToCheck(request), answersJson, form);
      app.admitApplicant(request, reply, outcome.applicant);
      if (!outcome.saved) throw submittedConflict();
      // An object, not a text written once: the reply is translated to the applicant's language.
      return { message: serverMessages.answersSaved };
    },
  );

  const webStatusSchema = {
    body: webStatusPayloadSchema,
    response: { 200: webStatusReplySchema },
  };
  api.post(paths.webStatus, { schema: webStatusSchema }, async (request) => {
    const applicant = applicantOf(request);
    const { web_status: wanted } = request.body;
    const current = await database.transaction(async (tx) => {
      const application = await loadApplication(tx, applicant.id, { lock: true });
      const reached = await reachedWebStatuses(tx, applicant.id);
      const now: WebStatus | null = reached.at(-1) ?? null;
      // The portal posts "submitted" after a successful submit: that repeats a fact, it
      // changes nothing.
      if (application.submitted_at) {
        if (wanted === 'submitted') return now;
        throw submittedConflict();
      }
      if (wanted === 'submitted') throw conflict(serverMessages.submittedOnlyBySubmit);
      // Never back: a status at or before the current one is already reached.
      if (now && webStatusOrder.indexOf(wanted) <= webStatusOrder.indexOf(now)) return now;
      await reachWebStatus(tx, applicant.id, wanted);
      return wanted;
    });
    return { message: serverMessages.webStatusSaved, web_status: current };
  });

  const validationsSchema = { body: validationErrorsSchema, ...savedReply };
  api.post(paths.validations, { schema: validationsSchema }, async (request) => {
    const applicant = applicantOf(request);
    const errors = request.body;
    const saved = await openApplicationChanges.validationErrors(database, applicant.id, errors);
    if (!saved) throw submittedConflict();
    return { message: serverMessages.validationsSaved };
  });

  api.post(paths.submit, { schema: savedReply }, async (request) => {
    const applicant = applicantOf(request);
    const locale = replyLocaleOf(request, partner);
    const documents = await documentAnswers(applicant.id);
    await migrateAnswers(database, applicant.id, form);
    const now = new Date();
    // The stored results keep the definition's own wording; the reply names each question as
    // the applicant reads it, in the language of the account.
    const check = (application: StoredApplication, inLocale?: string) =>
      validateApplication(application.answers, {
        now,
        partner: inLocale ? partnerListsInLocale(partner, definition, inLocale) : partner,
        documents,
        tabs: application.tabs,
        addAnother: application.add_another,
        definition: inLocale ? definitionInLocale(definition, inLocale) : definition,
        ...(form.validators && { validators: form.validators }),
      });
    const outcome = await database.transaction(async (tx) => {
      const application = await loadApplication(tx, applicant.id, { lock: true });
      if (application.submitted_at) return { submittedAt: null };
      const errors = check(application);
      if (Object.keys(errors).length > 0) {
        await recordSubmitErrors(tx, applicant.id, errors);
        return { errors: locale === SOURCE_LOCALE ? errors : check(application, locale) };
      }
      const submittedAt = await markSubmitted(tx, applicant.id);
      await reachWebStatus(tx, applicant.id, 'submitted');
      await handOff?.(tx, applicant.id);
      return { submittedAt };
    });
    if ('errors' in outcome) throw badRequest(serverMessages.applicationHasErrors, outcome.errors);
    // Submitting again is a no-op: the receipt goes out once.
    if (outcome.submittedAt) {
      mailer.send(mailsIn(locale).submissionReceipt(applicant.username, outcome.submittedAt));
    }
    return { message: messages.submitted };
  });

  const tabsReply = { response: { 200: tabChoicesSchema } };
  api.get(paths.tabs, { schema: tabsReply }, async (request) => {
    return (await loadApplication(database, applicantOf(request).id)).tabs;
  });

  api.put(
    paths.tabs,
    { schema: { body: tabChoicePayloadSchema, ...tabsReply } },
    async (request) => {
      const applicant = applicantOf(request);
      const { tab_id, chosen_tab } = request.body;
      const tabsOfGroup = applicationHostState.tabs.get(tab_id);
      if (!tabsOfGroup) {
        throw badRequest(`${tab_id} is not a tab group of the application.`, {
          tab_id: ['This tab group is not part of the application.'],
        });
      }
      if (!tabsOfGroup.includes(chosen_tab)) {
        throw badRequest(`${chosen_tab} is not a tab of ${tab_id}.`, {
          chosen_tab: [`Choose one of: ${tabsOfGroup.join(', ')}.`],
        });
      }
      const saved = await openApplicationChanges.tabChoice(
        database,
        applicant.id,
        { group: tab_id, tab: chosen_tab },
        [...applicationHostState.tabs.keys()],
      );
      if (!saved) throw submittedConflict();
      return saved.tabs;
    },
  );

  const addAnotherReply = { response: { 200: addAnotherCountsSchema } };
  api.get(paths.addAnother, { schema: addAnotherReply }, async (request) => {
    return (await loadApplication(database, applicantOf(request).id)).add_another;
  });

  const addAnotherSchema = { body: addAnotherPayloadSchema, ...addAnotherReply };
  api.put(paths.addAnother, { schema: addAnotherSchema }, async (request) => {
    const applicant = applicantOf(request);
    const { button_id, num_components } = request.body;
    if (!applicationHostState.addAnother.has(button_id)) {
      throw badRequest(`${button_id} is not an add-another group of the application.`, {
        button_id: ['This add-another group is not part of the application.'],
      });
    }
    const saved = await openApplicationChanges.addAnotherCount(
      database,
      applicant.id,
      { group: button_id, entries: num_components },
      [...applicationHostState.addAnother],
    );
    if (!saved) throw submittedConflict();
    return saved.add_another;
  });
}
