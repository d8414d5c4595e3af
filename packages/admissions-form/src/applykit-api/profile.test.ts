import { describe, expect, it } from 'vitest';
import type { Profile } from '@applykit/api-contract';
import { buildSnapshot, countLogins, deriveWebStatus, withWebStatus } from './profile';

const profile: Profile = {
  answer: {},
  document_answer: {},
  username: 'ada@example.edu',
  last_page: '/education',
  successful_login: ['2026-11-01T10:00:00Z', '2026-11-02T10:00:00Z'],
  web_status: [{ web_status: 'started' }],
};

describe('deriveWebStatus', () => {
  it.each([
    [[], null],
    [['started'], 'started'],
    [['started', 'validating'], 'validating'],
    [['started', 'validating', 'submitted'], 'submitted'],
  ] as const)('counts distinct statuses: %j gives %s', (statuses, expected) => {
    expect(deriveWebStatus(statuses.map((web_status) => ({ web_status })))).toBe(expected);
  });

  it('counts a repeated status once', () => {
    expect(deriveWebStatus([{ web_status: 'started' }, { web_status: 'started' }])).toBe('started');
  });
});

describe('countLogins', () => {
  it('is at least 1', () => {
    expect(countLogins({ successful_login: [] })).toBe(1);
    expect(countLogins(profile)).toBe(2);
  });
});

describe('buildSnapshot', () => {
  it('reads the profile of a logged-in user', () => {
    expect(
      buildSnapshot({ isLoggedIn: true, isServiceUser: false, hasChangedPage: false, profile }),
    ).toEqual({
      web_status: 'started',
      last_page: '/education',
      is_logged_in: true,
      username: 'ada@example.edu',
      is_service_user: false,
      num_logins: 2,
      has_changed_page: false,
    });
  });

  it('knows nothing of an account for a visitor', () => {
    expect(
      buildSnapshot({ isLoggedIn: false, isServiceUser: false, hasChangedPage: true, profile }),
    ).toMatchObject({
      web_status: null,
      last_page: null,
      username: '',
      num_logins: 1,
      has_changed_page: true,
    });
  });
});

describe('withWebStatus', () => {
  it('lists every earlier status so the derived status is the one reached', () => {
    const submitted = withWebStatus({ ...profile, web_status: [] }, 'submitted');
    expect(deriveWebStatus(submitted.web_status)).toBe('submitted');
    expect(deriveWebStatus(withWebStatus(profile, 'validating').web_status)).toBe('validating');
  });

  it('returns the same profile when nothing changes', () => {
    expect(withWebStatus(profile, 'started')).toBe(profile);
  });
});
