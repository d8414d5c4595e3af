import { describe, expect, it } from 'vitest';
import {
  passwordRequirements,
  passwordSpecialCharacters,
  unmetPasswordRequirements,
} from './password';

describe('the new-password policy', () => {
  it('accepts a password meeting every requirement', () => {
    expect(unmetPasswordRequirements('Transfer-Student-2026')).toEqual([]);
  });

  it.each([
    ['Short-1a', 'length'],
    ['lowercase-only-2026', 'uppercase'],
    ['UPPERCASE-ONLY-2026', 'lowercase'],
    ['No-Numbers-Anywhere', 'number'],
    ['NoSpecialCharacter2026', 'special'],
    [' Transfer-Student-2026', 'whitespace'],
    ['Transfer-Student-2026 ', 'whitespace'],
  ])('%j misses %s', (password, id) => {
    const label = passwordRequirements.find((r) => r.id === id)!.label;
    expect(unmetPasswordRequirements(password)).toEqual([label]);
  });

  it('counts each character of the fixed set as special, and nothing else', () => {
    for (const special of passwordSpecialCharacters) {
      expect(unmetPasswordRequirements(`Transfer${special}Student2026`)).toEqual([]);
    }
    expect(unmetPasswordRequirements('Transfer€Student2026').length).toBe(1);
  });

  it('lets spaces inside a passphrase through', () => {
    expect(unmetPasswordRequirements('Correct horse battery staple 9!')).toEqual([]);
  });

  it('lists an empty password as failing every requirement', () => {
    expect(unmetPasswordRequirements('')).toHaveLength(passwordRequirements.length);
  });
});
