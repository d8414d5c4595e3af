import type { FastifyInstance } from 'fastify';
import {
  addAnotherPayloadSchema,
  lastPagePayloadSchema,
  messages,
  paths,
  serverMessages,
  tabChoicePayloadSchema,
  validationErrorsSchema,
  webStatusPayloadSchema,
  type AddAnotherCounts,
  type MessageReply,
  type Profile,
  type TabChoices,
  type WebStatus,
  type WebStatusReply,
} from '@applykit/api-contract';
import { validateApplication, type PartnerSettings } from '@applykit/admissions-form/validate';
import type { Database } from '../db/database';
import { badRequest, conflict, parseBody } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { mailTemplates } from '../mail/templates';
import { applicantOf } from '../sessions/require-applicant';
import { checkAnswers } from './answers';
import type { DocumentAnswersReader } from './document-answers';
import {
  loadApplication,
  loginTimes,
  mergeAnswers,
  reachWebStatus,
  reachedWebStatuses,
  updateOpenApplication,
  webStatusOrder,
} from './store';

export interface ApplicationDependencies {
  database: Database;
  mailer: Mailer;
  documentAnswers: DocumentAnswersReader;
  /** Whose rules submit applies: the same partner settings the portal's form uses. */
  partner: PartnerSettings;
}

/** The whole answer set of the form is a few hundred short texts; essays fit with room. */
const answerBodyLimit = 1024 * 1024;

const submittedConflict = () => conflict(serverMessages.alreadySubmitted);

/** The applicant's own application: platform §3, §4 and §7 (every route needs a session). */
export async function applicationRoutes(
  app: FastifyInstance,
  { database, mailer, documentAnswers, partner }: ApplicationDependencies,
): Promise<void> {
  app.get(paths.profile, async (request): Promise<Profile> => {
    const applicant = applicantOf(request);
    const [application, reached, logins, documents] = await Promise.all([
      loadApplication(database, applicant.id),
      reachedWebStatuses(database, applicant.id),
      loginTimes(database, applicant.id),
      documentAnswers(applicant.id),
    ]);
    return {
      answer: application.answers,
      document_answer: documents,
      username: applicant.username,
      last_page: application.last_page,
      successful_login: logins,
      web_status: reached.map((web_status) => ({ web_status })),
    };
  });

  app.put(paths.lastPage, async (request): Promise<MessageReply> => {
    const applicant = applicantOf(request);
    const { last_page } = parseBody(lastPagePayloadSchema, request.body);
    const saved = await updateOpenApplication(database, applicant.id, 'last_page = $2', [
      last_page,
    ]);
    if (!saved) throw submittedConflict();
    return { message: serverMessages.lastPageSaved };
  });

  app.put(paths.answer, { bodyLimit: answerBodyLimit }, async (request): Promise<MessageReply> => {
    const applicant = applicantOf(request);
    const saved = await mergeAnswers(database, applicant.id, checkAnswers(request.body));
    if (!saved) throw submittedConflict();
    return { message: serverMessages.answersSaved };
  });

  app.post(paths.webStatus, async (request): Promise<WebStatusReply> => {
    const applicant = applicantOf(request);
    const { web_status: wanted } = parseBody(webStatusPayloadSchema, request.body);
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

  app.post(paths.validations, async (request): Promise<MessageReply> => {
    const applicant = applicantOf(request);
    const errors = parseBody(validationErrorsSchema, request.body);
    const saved = await updateOpenApplication(
      database,
      applicant.id,
      'validation_errors = $2::jsonb',
      [JSON.stringify(errors)],
    );
    if (!saved) throw submittedConflict();
    return { message: serverMessages.validationsSaved };
  });

  app.post(paths.submit, async (request): Promise<MessageReply> => {
    const applicant = applicantOf(request);
    const documents = await documentAnswers(applicant.id);
    const outcome = await database.transaction(async (tx) => {
      const application = await loadApplication(tx, applicant.id, { lock: true });
      if (application.submitted_at) return { submittedAt: null };
      const errors = validateApplication(application.answers, {
        now: new Date(),
        partner,
        documents,
        tabs: application.tabs,
        addAnother: application.add_another,
      });
      if (Object.keys(errors).length > 0) {
        await tx.query(
          'UPDATE applications SET validation_errors = $2::jsonb WHERE applicant_id = $1',
          [applicant.id, JSON.stringify(errors)],
        );
        return { errors };
      }
      const rows = await tx.query<{ submitted_at: Date }>(
        `UPDATE applications SET submitted_at = now(), validation_errors = '{}', updated_at = now()
          WHERE applicant_id = $1 RETURNING submitted_at`,
        [applicant.id],
      );
      await reachWebStatus(tx, applicant.id, 'submitted');
      return { submittedAt: new Date(rows[0]!.submitted_at) };
    });
    if ('errors' in outcome) throw badRequest(serverMessages.applicationHasErrors, outcome.errors);
    // Submitting again is a no-op: the receipt goes out once.
    if (outcome.submittedAt) {
      mailer.send(mailTemplates.submissionReceipt(applicant.username, outcome.submittedAt));
    }
    return { message: messages.submitted };
  });

  app.get(paths.tabs, async (request): Promise<TabChoices> => {
    return (await loadApplication(database, applicantOf(request).id)).tabs;
  });

  app.put(paths.tabs, async (request): Promise<TabChoices> => {
    const applicant = applicantOf(request);
    const { tab_id, chosen_tab } = parseBody(tabChoicePayloadSchema, request.body);
    const saved = await updateOpenApplication(
      database,
      applicant.id,
      'tabs = tabs || jsonb_build_object($2::text, $3::text)',
      [tab_id, chosen_tab],
    );
    if (!saved) throw submittedConflict();
    return saved.tabs;
  });

  app.get(paths.addAnother, async (request): Promise<AddAnotherCounts> => {
    return (await loadApplication(database, applicantOf(request).id)).add_another;
  });

  app.put(paths.addAnother, async (request): Promise<AddAnotherCounts> => {
    const applicant = applicantOf(request);
    const { button_id, num_components } = parseBody(addAnotherPayloadSchema, request.body);
    const saved = await updateOpenApplication(
      database,
      applicant.id,
      'add_another = add_another || jsonb_build_object($2::text, $3::int)',
      [button_id, num_components],
    );
    if (!saved) throw submittedConflict();
    return saved.add_another;
  });
}
