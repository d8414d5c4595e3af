import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDefaultFormInSpanish } from '../../test/defaultFormInSpanish';
import { createMemoryHost } from './memoryHost';

// A file of its own: the form keeps the default definition's Spanish once loaded, for the
// rest of the page's life, so a test before this one in the same file would have loaded it.
const slow = { timeout: 120_000 };

describe('the default definition in another language', () => {
  it(
    'keeps what was typed while the default definition’s Spanish loads: English questions first, nothing remounted',
    slow,
    async () => {
      renderDefaultFormInSpanish(createMemoryHost().host);
      // The first render has the questions in English: the Spanish is not bundled with the form.
      const firstName = screen.getByRole('textbox', { name: /^First Name( \*)?$/ });
      fireEvent.change(firstName, { target: { value: 'Ana' } });
      expect(await screen.findByRole('heading', { name: /Sus datos/, level: 1 })).toBeVisible();
      const nombre = screen.getByRole('textbox', { name: /^Nombre( \*)?$/ });
      expect(nombre).toBe(firstName);
      expect(nombre).toHaveValue('Ana');
    },
  );
});
