import { MessagesProvider } from '@applykit/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApplicationForm } from './ApplicationForm';
import { createMemoryHost } from './memoryHost';
import { PrintApplication } from './print';

const now = new Date('2026-11-22T12:00:00Z');
const slow = { timeout: 120_000 };

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
            data={{
              answers: {},
              client: {
                is_logged_in: false,
                is_service_user: false,
                web_status: 'started',
                num_logins: 0,
                has_changed_page: false,
              },
            }}
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

  it(
    'keeps what was typed while the default definition’s Spanish loads: English questions first, nothing remounted',
    slow,
    async () => {
      render(
        <MessagesProvider locale="es">
          <ApplicationForm
            page="about"
            data={{
              answers: {},
              client: {
                is_logged_in: false,
                is_service_user: false,
                web_status: 'started',
                num_logins: 0,
                has_changed_page: false,
              },
            }}
            host={createMemoryHost().host}
            now={now}
          />
        </MessagesProvider>,
      );
      // The first render has the questions in English: the Spanish is not bundled with the form.
      const firstName = screen.getByRole('textbox', { name: /^First Name( \*)?$/ });
      fireEvent.change(firstName, { target: { value: 'Ana' } });
      expect(await screen.findByRole('heading', { name: /Sus datos/, level: 1 })).toBeVisible();
      const nombre = screen.getByRole('textbox', { name: /^Nombre( \*)?$/ });
      expect(nombre).toBe(firstName);
      expect(nombre).toHaveValue('Ana');
    },
  );

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
