import { Field, fieldControl, useField } from '@applykit/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../conditions/conditions';
import { addField, addPage, addRule, removeModule } from '../definition/operations';
import { transferApplication } from '../definition/transferApplication';
import type { ApplicationDefinition } from '../definition/types';
import { field, section } from '../model/builders';
import { ApplicationConfigurationError } from '../model/dataModel';
import { exampleApplication } from '../model/exampleApplication';
import { examplePartner } from '../model/builtInPartners';
import { marylandResidency } from '../model/residency';
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
import { AnswersRefusedError, type ClientSnapshot } from './host';
import { createMemoryHost } from './memoryHost';
import { ErrorShown } from '../../test/ErrorShown';
import type { FieldWidgetProps } from './widgetProps';

const now = new Date('2026-11-22T12:00:00Z');
const slow = { timeout: 120_000 };

const validatingStudent: ClientSnapshot = {
  is_logged_in: true,
  is_service_user: false,
  web_status: 'validating',
  num_logins: 2,
  has_changed_page: false,
};

function renderForm(
  props: Partial<ApplicationFormProps> & { answers?: Answers; client?: Partial<ClientSnapshot> },
) {
  const { answers = {}, client = {}, ...rest } = props;
  const memory = createMemoryHost();
  render(
    <ApplicationForm
      page="about"
      data={{
        answers,
        client: { ...validatingStudent, ...client },
        documents: {},
        tabs: {},
        addAnother: {},
      }}
      host={memory.host}
      now={now}
      {...rest}
    />,
  );
  return { memory, user: userEvent.setup() };
}

/** A partner's widget: initials in capitals, built from the kit's field parts and styles. */
function InitialsWidget({
  id,
  name,
  label,
  hint,
  errors,
  required,
  value,
  onChange,
  onBlur,
  inputRef,
}: FieldWidgetProps) {
  const state = useField({ id, hint, errors, required });
  return (
    <Field field={state} label={label} hint={hint} errors={errors} required={required}>
      <input
        {...state.inputProps}
        ref={inputRef}
        name={name}
        className={fieldControl()}
        value={value}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        onBlur={onBlur}
        data-widget="initials"
      />
    </Field>
  );
}

const withInitials: ApplicationDefinition = addRule(
  addField(
    transferApplication,
    'personal',
    field('initials', 'Your Initials', 'initials', {
      hint: 'Two or three letters.',
      rules: [{ rule: 'required' }],
    }),
    { after: 'last_name' },
  ),
  'initials',
  { rule: 'validator', validator: 'initials', message: 'Give two or three letters' },
);
const validators = { initials: (value: string) => /^[A-Z]{2,3}$/.test(value) };

describe('a partner definition in the form', slow, () => {
  it('renders a custom widget with its label, hint and messages, and validates it', async () => {
    const { user, memory } = renderForm({
      definition: withInitials,
      validators,
      widgets: { initials: InitialsWidget },
      answers: { ...exampleApplication },
    });
    const input = await screen.findByLabelText(/Your Initials/);
    expect(input).toHaveAttribute('data-widget', 'initials');
    expect(input).toHaveAccessibleDescription(/Two or three letters\./);
    expect(input).toHaveAccessibleDescription(/Enter Your Initials/);
    expect(input).toHaveAttribute('aria-required', 'true');
    // The error summary links to it like any question.
    expect(screen.getByRole('link', { name: 'Enter Your Initials' })).toHaveAttribute(
      'href',
      '#initials',
    );

    await user.type(input, 'a');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Give two or three letters/));
    await user.type(input, 'l');
    expect(input).toHaveValue('AL');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(memory.savedAnswers.initials).toBe('AL'));
  });

  it("prints a custom widget's answer in the service view", async () => {
    renderForm({
      definition: withInitials,
      validators,
      widgets: { initials: InitialsWidget },
      answers: { ...exampleApplication, initials: 'AL' },
      client: { is_service_user: true },
    });
    const label = await screen.findByText('Your Initials');
    expect(label.parentElement).toHaveTextContent('AL');
  });

  it('throws in development for a widget kind nobody registered, naming it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorShown>
        <ApplicationForm
          page="about"
          definition={withInitials}
          validators={validators}
          data={{ answers: {}, client: validatingStudent }}
          host={createMemoryHost().host}
          now={now}
          development
        />
      </ErrorShown>,
    );
    const shown = await screen.findByTestId('error-shown');
    expect(shown).toHaveAttribute('data-error', new ApplicationConfigurationError([]).name);
    expect(shown).toHaveTextContent(
      'The question "initials" uses the widget "initials", which is neither built in nor registered.',
    );
    vi.mocked(console.error).mockRestore();
  });

  it('shows the pages of the definition: no Maryland questions, an added step', async () => {
    const definition = addPage(
      removeModule(transferApplication, marylandResidency),
      {
        id: 'statement',
        path: '/statement',
        step: 0,
        title: 'Personal Statement',
        submittedTitle: 'Personal Statement (submitted)',
        sections: [
          section('statement', 'Your Statement', [
            field('statement_text', 'Why are you transferring?', 'textarea'),
          ]),
        ],
      },
      { before: 'final-steps' },
    );
    renderForm({ definition, page: 'final-steps', client: { web_status: 'started' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Step 4 of 4: Final Steps' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Application steps' }));
    expect(steps.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Step 1: About You',
      'Step 2: Your Academics',
      'Step 3: Personal Statement',
      'Step 4: Final Steps',
    ]);
    expect(screen.queryByText(/Maryland/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: /information in this application/ })).toBeVisible();
  });

  it("shows the server's refusal of a submit on the questions it names", async () => {
    const memory = createMemoryHost();
    const host = {
      ...memory.host,
      submitApplication: () =>
        Promise.reject(
          new AnswersRefusedError({ first_name: ['This name does not match our records'] }),
        ),
    };
    render(
      <ApplicationForm
        page="final-steps"
        data={{
          answers: { ...exampleApplication },
          client: validatingStudent,
          documents: {},
          tabs: {},
          addAnother: {},
        }}
        host={host}
        now={now}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('link', { name: 'This name does not match our records' }),
    ).toHaveAttribute('href', '#first_name');
  });

  it("keeps a refused save's message on its question until the answer changes", async () => {
    const memory = createMemoryHost();
    const host = {
      ...memory.host,
      saveAnswers: () =>
        Promise.reject(new AnswersRefusedError({ first_name: ['Enter your legal first name'] })),
    };
    render(
      <ApplicationForm
        page="about"
        data={{
          answers: { ...exampleApplication },
          client: { ...validatingStudent, web_status: 'started' },
          documents: {},
          tabs: {},
          addAnother: {},
        }}
        host={host}
        now={now}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: /^First Name/ });
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Enter your legal first name/));
    await user.type(input, 'a');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  });

  it("takes the banner's promises, the privacy notice and the help note from the partner", async () => {
    const { user } = renderForm({
      partner: examplePartner,
      client: { web_status: 'started', num_logins: 1 },
    });
    const banner = await screen.findByRole('region', { name: /^Welcome/ });
    expect(banner).toHaveTextContent('Your application is free.');
    expect(banner).not.toHaveTextContent('No essay is required.');
    expect(banner).not.toHaveTextContent('scholarships');

    await user.click(screen.getByRole('button', { name: 'Privacy' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Lakeside College keeps a session cookie while you are signed in',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The help desk answers weekdays from 8 a.m. to 6 p.m.',
    );
  });
});
