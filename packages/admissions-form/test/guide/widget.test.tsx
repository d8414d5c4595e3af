import {
  ApplicationForm,
  addField,
  createMemoryHost,
  transferApplication,
} from '@applykit/admissions-form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { widgets } from './widget';

const definition = addField(transferApplication, 'certification', {
  kind: 'field',
  key: 'signature',
  label: 'Your Signature',
  widget: 'signature',
  hint: 'Type your full name.',
  rules: [{ rule: 'required' }],
});

it("renders the guide's signature widget with the form's label, hint and messages", async () => {
  const memory = createMemoryHost();
  render(
    <ApplicationForm
      page="final-steps"
      definition={definition}
      widgets={widgets}
      data={{
        answers: {},
        client: {
          is_logged_in: true,
          is_service_user: false,
          web_status: 'validating',
          num_logins: 2,
          has_changed_page: false,
        },
        documents: {},
        tabs: {},
        addAnother: {},
      }}
      host={memory.host}
      now={new Date('2026-11-22T12:00:00Z')}
      development
    />,
  );
  const input = await screen.findByRole('textbox', { name: /Your Signature/ });
  expect(input).toHaveAccessibleDescription(/Type your full name\..*Enter Your Signature/);
  await userEvent.setup().type(input, 'Ana Lopez');
  await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
}, 60_000);
