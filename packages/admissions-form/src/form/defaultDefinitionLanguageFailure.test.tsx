import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderDefaultFormInSpanish } from '../../test/defaultFormInSpanish';
import type { ErrorNoticeOptions } from './host';
import { createMemoryHost } from './memoryHost';

// A file of its own: the form keeps the default definition's Spanish once loaded, for the
// rest of the page's life.
const network = vi.hoisted(() => ({ online: false }));
vi.mock('../definition/transferApplication', async (importOriginal) => {
  if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the default definition’s translations when they cannot load', () => {
  it(
    'keeps the English questions and what was typed, tells the host, and its reset loads them',
    { timeout: 120_000 },
    async () => {
      const { host } = createMemoryHost();
      const notices: { message: string; options: ErrorNoticeOptions | undefined }[] = [];
      const dismissed: string[] = [];
      host.notifyError = (message, options) => notices.push({ message, options });
      host.dismissError = (message) => dismissed.push(message);
      renderDefaultFormInSpanish(host);
      const firstName = screen.getByRole('textbox', { name: /^First Name( \*)?$/ });
      fireEvent.change(firstName, { target: { value: 'Ana' } });
      await vi.waitFor(() => expect(notices).toHaveLength(1));
      expect(notices[0]!.message).toBe('Error al cargar las preguntas en su idioma');
      expect(firstName).toHaveValue('Ana');

      network.online = true;
      act(() => notices[0]!.options!.reset!());
      expect(await screen.findByRole('heading', { name: /Sus datos/, level: 1 })).toBeVisible();
      expect(screen.getByRole('textbox', { name: /^Nombre( \*)?$/ })).toHaveValue('Ana');
      expect(dismissed).toEqual(['Error al cargar las preguntas en su idioma']);
      expect(notices).toHaveLength(1);
    },
  );
});
