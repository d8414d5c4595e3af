import { describe, expect, it } from 'vitest';
import { lastPageRedirect, shouldSaveLastPage, statusRedirect } from './locationRules';

/** The transfer application's pages. */
const transfer = ['/about', '/education', '/final-steps'];
/** A partner's: About You renamed to /sobre-usted, Your Academics removed, a page of its own added first. */
const partner = ['/program', '/sobre-usted', '/final-steps'];

describe('statusRedirect', () => {
  it('sends a submitted user to /completion from any other page', () => {
    for (const path of ['/about', '/education', '/final-steps', '/login', '/signup']) {
      expect(statusRedirect(path, 'submitted', transfer)).toBe('/completion');
    }
    expect(statusRedirect('/completion', 'submitted', transfer)).toBeNull();
  });

  it('sends anyone not submitted away from /completion to the default route', () => {
    for (const status of [null, 'started', 'validating'] as const) {
      expect(statusRedirect('/completion', status, transfer)).toBe('/about');
      expect(statusRedirect('/education', status, transfer)).toBeNull();
    }
  });
});

describe('shouldSaveLastPage', () => {
  it('saves form pages for started and validating users only', () => {
    expect(shouldSaveLastPage('/education', 'started', transfer)).toBe(true);
    expect(shouldSaveLastPage('/final-steps', 'validating', transfer)).toBe(true);
    expect(shouldSaveLastPage('/education', null, transfer)).toBe(false);
    expect(shouldSaveLastPage('/completion', 'submitted', transfer)).toBe(false);
    expect(shouldSaveLastPage('/login', 'started', transfer)).toBe(false);
  });
});

describe('lastPageRedirect', () => {
  it('returns to the saved last page until the user changes page', () => {
    expect(lastPageRedirect('/about', '/final-steps', false, transfer)).toBe('/final-steps');
    expect(lastPageRedirect('/about', '/final-steps', true, transfer)).toBeNull();
    expect(lastPageRedirect('/final-steps', '/final-steps', false, transfer)).toBeNull();
    expect(lastPageRedirect('/about', null, false, transfer)).toBeNull();
  });

  it('ignores a saved value that is not a form page', () => {
    expect(lastPageRedirect('/about', '/login', false, transfer)).toBeNull();
    expect(lastPageRedirect('/about', 'https://elsewhere.example', false, transfer)).toBeNull();
  });
});

describe('a partner’s pages', () => {
  it('sends someone not submitted from /completion to the partner’s first page', () => {
    expect(statusRedirect('/completion', 'started', partner)).toBe('/program');
  });

  it('remembers the partner’s pages, not the ones it removed or renamed', () => {
    expect(shouldSaveLastPage('/program', 'started', partner)).toBe(true);
    expect(shouldSaveLastPage('/sobre-usted', 'validating', partner)).toBe(true);
    expect(shouldSaveLastPage('/education', 'started', partner)).toBe(false);
    expect(shouldSaveLastPage('/about', 'started', partner)).toBe(false);
  });

  it('returns to a saved page of the partner’s, never to one it has removed since', () => {
    expect(lastPageRedirect('/program', '/sobre-usted', false, partner)).toBe('/sobre-usted');
    expect(lastPageRedirect('/program', '/education', false, partner)).toBeNull();
  });
});
