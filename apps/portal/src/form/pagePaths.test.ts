import { transferApplication, updatePage } from '@applykit/admissions-form/validate';
import { describe, expect, it } from 'vitest';
import { pagePathProblems } from './partnerForm';

describe('a definition’s page paths in the portal', () => {
  it('accepts the transfer application’s and a partner’s own', () => {
    expect(pagePathProblems(transferApplication)).toEqual([]);
    expect(
      pagePathProblems(updatePage(transferApplication, 'about', { path: '/sobre-usted' })),
    ).toEqual([]);
  });

  it('refuses a page at a path the portal or the server answers itself', () => {
    for (const path of ['/login', '/completion', '/staff', '/api', '/service'])
      expect(pagePathProblems(updatePage(transferApplication, 'education', { path }))).toEqual([
        `The page "education" has the path ${path}, which the portal uses itself; give it another.`,
      ]);
  });
});
