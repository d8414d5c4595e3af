import { MessagesProvider } from '@applykit/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addField } from '../definition/operations';
import { transferApplication } from '../definition/transferApplication';
import { ApplicationForm } from './ApplicationForm';
import { createMemoryHost } from './memoryHost';
import { PrintApplication } from './print';

const now = new Date('2026-11-22T12:00:00Z');
const slow = { timeout: 120_000 };
/** A first visit, before any account. */
const anonymousVisit = {
  answers: {},
  client: {
    is_logged_in: false,
    is_service_user: false,
    web_status: 'started' as const,
    num_logins: 0,
    has_changed_page: false,
  },
};

describe('the form in the applicant’s language', () => {
  it(
    'shows the definition’s Spanish and keeps the English option text in _desc',
    slow,
    async () => {
      const memory = createMemoryHost();
      const changes: Record<string, string>[] = [];
      render(
        <MessagesProvider locale="es">
          <ApplicationForm
            page="about"
            data={anonymousVisit}
            host={{ ...memory.host, onAnswersChange: (answers) => changes.push({ ...answers }) }}
            now={now}
          />
        </MessagesProvider>,
      );
      expect(await screen.findByRole('heading', { name: /Sus datos/, level: 1 })).toBeVisible();
      expect(screen.getByRole('textbox', { name: /^Nombre( \*)?$/ })).toBeInTheDocument();
      expect(screen.getByText('Las preguntas marcadas con * son obligatorias.')).toBeVisible();
      const country = screen.getByRole('combobox', { name: /^País( \*)?$/ });
      await userEvent.selectOptions(country, 'DEU');
      expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('Alemania');
      expect(changes.at(-1)).toMatchObject({ country: 'DEU', country_desc: 'Germany' });
    },
  );

  it('shows a rule message the partner left in English as written, not half translated', async () => {
    // "Enter …" is also the shape of the form's own "Enter {label}"; the partner's text is not it.
    const badgeRule = 'Enter your badge as PR and five digits';
    const definition = addField(transferApplication, 'personal', {
      kind: 'field',
      key: 'pr_badge',
      label: 'Badge number',
      widget: 'text',
      rules: [{ rule: 'matches', pattern: '^PR\\d{5}$', message: badgeRule }],
    });
    render(
      <MessagesProvider locale="es">
        <ApplicationForm
          page="about"
          definition={definition}
          data={{
            answers: { pr_badge: 'X1' },
            documents: {},
            tabs: {},
            addAnother: {},
            client: { ...anonymousVisit.client, is_logged_in: true, web_status: 'validating' },
          }}
          host={createMemoryHost().host}
          now={now}
        />
      </MessagesProvider>,
    );
    const badge = await screen.findByRole('textbox', { name: /^Badge number/ });
    expect(badge).toHaveAccessibleDescription(expect.stringContaining(badgeRule));
    expect(screen.queryByText(/Ingrese your badge/)).toBeNull();
  });

  it('prints the service view in Spanish', async () => {
    render(
      <MessagesProvider locale="es">
        <PrintApplication
          answers={{ first_name: 'Ana', country: 'USA', retired_question: 'Sí' }}
          now={now}
        />
      </MessagesProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Sus datos' })).toBeInTheDocument();
    expect(screen.getByText('Estados Unidos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Otras respuestas' })).toBeInTheDocument();
  });
});
