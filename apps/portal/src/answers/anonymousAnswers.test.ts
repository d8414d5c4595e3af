import { afterEach, describe, expect, it } from 'vitest';
import { anonymousAnswers, hasAnswers } from './anonymousAnswers';

afterEach(() => localStorage.clear());

describe('anonymousAnswers', () => {
  it('keeps typed answers across a reload (localStorage)', () => {
    anonymousAnswers.write({ first_name: 'Ada', last_name: '' });
    expect(anonymousAnswers.read()).toEqual({ first_name: 'Ada', last_name: '' });
  });

  it('forgets an answer set with nothing typed, and after clear()', () => {
    anonymousAnswers.write({ first_name: '' });
    expect(anonymousAnswers.read()).toEqual({});
    anonymousAnswers.write({ first_name: 'Ada' });
    anonymousAnswers.clear();
    expect(anonymousAnswers.read()).toEqual({});
  });

  it('survives corrupt storage and drops values that are not text', () => {
    localStorage.setItem('applykit.anonymous-answers', '{not json');
    expect(anonymousAnswers.read()).toEqual({});
    localStorage.setItem('applykit.anonymous-answers', JSON.stringify({ a: 'x', b: 3 }));
    expect(anonymousAnswers.read()).toEqual({ a: 'x' });
  });
});

describe('hasAnswers', () => {
  it('is true when any answer is not empty', () => {
    expect(hasAnswers({ a: '', b: 'x' })).toBe(true);
    expect(hasAnswers({ a: '' })).toBe(false);
    expect(hasAnswers(undefined)).toBe(false);
  });
});
