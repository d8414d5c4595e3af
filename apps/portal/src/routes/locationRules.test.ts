import { describe, expect, it } from 'vitest';
import { lastPageRedirect, shouldSaveLastPage, statusRedirect } from './locationRules';

describe('statusRedirect', () => {
  it('sends a submitted user to /completion from any other page', () => {
    for (const path of ['/about', '/education', '/final-steps', '/login', '/signup']) {
      expect(statusRedirect(path, 'submitted')).toBe('/completion');
    }
    expect(statusRedirect('/completion', 'submitted')).toBeNull();
  });

  it('sends anyone not submitted away from /completion to the default route', () => {
    for (const status of [null, 'started', 'validating'] as const) {
      expect(statusRedirect('/completion', status)).toBe('/about');
      expect(statusRedirect('/education', status)).toBeNull();
    }
  });
});

describe('shouldSaveLastPage', () => {
  it('saves form pages for started and validating users only', () => {
    expect(shouldSaveLastPage('/education', 'started')).toBe(true);
    expect(shouldSaveLastPage('/final-steps', 'validating')).toBe(true);
    expect(shouldSaveLastPage('/education', null)).toBe(false);
    expect(shouldSaveLastPage('/completion', 'submitted')).toBe(false);
    expect(shouldSaveLastPage('/login', 'started')).toBe(false);
  });
});

describe('lastPageRedirect', () => {
  it('returns to the saved last page until the user changes page', () => {
    expect(lastPageRedirect('/about', '/final-steps', false)).toBe('/final-steps');
    expect(lastPageRedirect('/about', '/final-steps', true)).toBeNull();
    expect(lastPageRedirect('/final-steps', '/final-steps', false)).toBeNull();
    expect(lastPageRedirect('/about', null, false)).toBeNull();
  });

  it('ignores a saved value that is not a form page', () => {
    expect(lastPageRedirect('/about', '/login', false)).toBeNull();
    expect(lastPageRedirect('/about', 'https://elsewhere.example', false)).toBeNull();
  });
});
