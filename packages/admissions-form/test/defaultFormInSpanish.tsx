import { MessagesProvider } from '@applykit/ui';
import { render } from '@testing-library/react';
import { ApplicationForm } from '../src/form/ApplicationForm';
import type { ApplicationHost } from '../src/form/host';

/** The form with its default definition, on About You, for a new visitor reading Spanish. */
export function renderDefaultFormInSpanish(host: ApplicationHost) {
  return render(
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
        host={host}
        now={new Date('2026-11-22T12:00:00Z')}
      />
    </MessagesProvider>,
  );
}
