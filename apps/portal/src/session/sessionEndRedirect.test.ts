import { describe, expect, it, vi } from 'vitest';
import { createSessionEndRedirect } from './sessionEndRedirect';

describe('the session-end redirect', () => {
  it('goes to /login at once once the router has plugged in', () => {
    const redirect = createSessionEndRedirect();
    const toLogin = vi.fn();
    redirect.plug(toLogin);
    redirect.go('Your session has ended.');
    expect(toLogin).toHaveBeenCalledExactlyOnceWith('Your session has ended.');
  });

  it('keeps a session that ended before the first render for the router, and goes once', () => {
    const redirect = createSessionEndRedirect();
    redirect.go('Your session has ended.');
    const toLogin = vi.fn();
    redirect.plug(toLogin);
    expect(toLogin).toHaveBeenCalledExactlyOnceWith('Your session has ended.');
    redirect.plug(undefined);
    redirect.plug(toLogin);
    expect(toLogin).toHaveBeenCalledOnce();
  });
});
