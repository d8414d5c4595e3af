import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './PasswordChecklist.stories';
import { PasswordChecklist } from './PasswordChecklist';
import { createTranslator } from '../messages/translator';
import { catalogues } from '../messages/catalogues.generated';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPassword,
  isPasswordValid,
  passwordRequirements,
  passwordsMatchRequirement,
} from './passwordRules';

const { ResetPassword } = composeStories(stories);

function metIds(password: string, confirmation?: string) {
  return checkPassword(password, confirmation)
    .filter((check) => check.met)
    .map((check) => check.id);
}

describe('password rules', () => {
  it('need 12 characters, upper, lower, number, special and no outer spaces', () => {
    expect(isPasswordValid('Correct-horse-9')).toBe(true);
    expect(metIds('Short-a9')).not.toContain('length');
    expect(metIds('correct-horse-9')).not.toContain('uppercase');
    expect(metIds('CORRECT-HORSE-9')).not.toContain('lowercase');
    expect(metIds('Correct-horse-x')).not.toContain('number');
    expect(metIds('Correcthorse99')).not.toContain('special');
    expect(metIds(' Correct-horse-9')).not.toContain('whitespace');
    expect(metIds('Correct-horse-9 ')).not.toContain('whitespace');
  });

  it('count only the fixed special characters', () => {
    for (const char of PASSWORD_SPECIAL_CHARACTERS)
      expect(metIds(`Abcdefghij1${char}`)).toContain('special');
    expect(metIds('Abcdefghij1é')).not.toContain('special');
    expect(metIds('Abcdefghij1 x')).not.toContain('special');
  });

  it('start with nothing met, and add the match item only with a confirmation', () => {
    expect(metIds('')).toEqual([]);
    expect(checkPassword('x').map((check) => check.id)).not.toContain('match');
    expect(metIds('Correct-horse-9', 'Correct-horse-9')).toContain('match');
    expect(metIds('Correct-horse-9', 'Correct-horse-8')).not.toContain('match');
    expect(isPasswordValid('Correct-horse-9', 'other')).toBe(false);
  });
});

describe('PasswordChecklist', () => {
  it("shows each requirement in the words the server names it with (the contract's labels)", () => {
    const english = createTranslator({ catalogues: [catalogues] });
    for (const { id, label } of [...passwordRequirements, passwordsMatchRequirement]) {
      const shown = english.t(`ui.password.${id}`, {
        min: PASSWORD_MIN_LENGTH,
        characters: [...PASSWORD_SPECIAL_CHARACTERS].join(' '),
      });
      expect(shown, id).toBe(label);
    }
  });

  it('says which requirements are met', () => {
    render(<PasswordChecklist password="abcdefghijkl" />);
    const list = screen.getByRole('list', { name: 'Your password must have:' });
    expect(within(list).getByText(/at least 12 characters/)).toHaveTextContent(
      'at least 12 characters (met)',
    );
    expect(within(list).getByText(/an uppercase letter/)).toHaveTextContent('(not met)');
    expect(within(list).queryByText(/passwords must match/)).not.toBeInTheDocument();
  });

  it('updates live as the user types both passwords, with the match item', async () => {
    const user = userEvent.setup();
    render(<ResetPassword />);
    const password = screen.getByLabelText('New Password');
    expect(password).toHaveAccessibleDescription(/Your password must have:/);
    await user.type(password, 'Correct-horse-9');
    await user.type(screen.getByLabelText('Confirm Password'), 'Correct-horse-9');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(7);
    for (const item of items) expect(item).toHaveTextContent(/\(met\)$/);
    expect(screen.getByText(/passwords must match/)).toBeVisible();
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
