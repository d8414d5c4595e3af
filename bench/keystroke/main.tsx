// The two forms under test, one per page load: `?form=applykit|rjsf&page=about|education|final-steps`.
import { ApplicationForm, createMemoryHost } from '@applykit/admissions-form';
import {
  aboutPage,
  defaultPartner,
  educationPage,
  emptyAnswers,
  finalStepsPage,
} from '@applykit/admissions-form/validate';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { pageSchema } from '../lib/json-schema';

const params = new URLSearchParams(location.search);
const definition =
  [aboutPage, educationPage, finalStepsPage].find((page) => page.id === params.get('page')) ??
  aboutPage;
const page = definition.id;
const now = new Date('2026-11-22T12:00:00Z');

function ApplyKit() {
  return (
    <ApplicationForm
      page={page}
      now={now}
      data={{
        answers: emptyAnswers(),
        client: {
          is_logged_in: true,
          is_service_user: false,
          // `&validating`: live validation on, as after Validate was pressed.
          web_status: params.has('validating') ? 'validating' : 'started',
          num_logins: 2,
          has_changed_page: true,
        },
        documents: {},
        tabs: {},
        addAnother: {},
      }}
      host={createMemoryHost().host}
    />
  );
}

const { schema, uiSchema } = pageSchema(definition, {
  now,
  partner: defaultPartner,
});

// react-jsonschema-form as its documentation starts: core's own theme and the ajv8 validator.
function Peer() {
  return <Form schema={schema as object} uiSchema={uiSchema} validator={validator} />;
}

createRoot(document.getElementById('root')!).render(
  params.get('form') === 'rjsf' ? <Peer /> : <ApplyKit />,
);
