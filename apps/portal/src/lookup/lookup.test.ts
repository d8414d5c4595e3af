import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetchStub';
import { findDetail, findSuggestions } from './lookup';

afterEach(() => vi.unstubAllGlobals());

describe('lookup', () => {
  it('asks GET /lookup/find for at most 5 suggestions', async () => {
    const suggestions = [{ text: 'Bowie State University', id: '5401', sub_text: 'Bowie, MD' }];
    const stub = stubFetch({ 'GET /lookup/find': { body: suggestions } });
    await expect(findSuggestions('bowie', 'college_ceeb')).resolves.toEqual(suggestions);
    const search = stub.calls[0]?.search;
    expect(Object.fromEntries(search ?? [])).toEqual({
      text: 'bowie',
      category: 'college_ceeb',
      max_results: '5',
    });
  });

  it('gives an empty list when the lookup fails, and asks nothing for blank text', async () => {
    const stub = stubFetch({ 'GET /lookup/find': { status: 503, body: { message: 'Down' } } });
    await expect(findSuggestions('bowie', 'hs_ceeb')).resolves.toEqual([]);
    await expect(findSuggestions('  ', 'hs_ceeb')).resolves.toEqual([]);
    expect(stub.calls).toHaveLength(1);
  });

  it('fetches the detail by id and category', async () => {
    const record = {
      address_line_1: '1 Main St',
      city: 'Bowie',
      state: 'MD',
      county: '',
      zip: '20715',
      country: 'USA',
    };
    const stub = stubFetch({ 'GET /lookup/find': { body: record } });
    await expect(findDetail({ id: 'zip:20715', text: '20715' }, 'address')).resolves.toEqual(
      record,
    );
    expect(Object.fromEntries(stub.calls[0]?.search ?? [])).toEqual({
      id: 'zip:20715',
      category: 'address',
    });
  });

  it('fills the name or address line with the option label when the detail fails', async () => {
    stubFetch({ 'GET /lookup/find': { status: 500, body: { message: 'Down' } } });
    await expect(
      findDetail({ id: '5401', text: 'Bowie State University' }, 'college_ceeb'),
    ).resolves.toEqual({
      name: 'Bowie State University',
    });
    await expect(
      findDetail({ id: 'zip:20715', text: '14000 Jericho Park Rd' }, 'address'),
    ).resolves.toEqual({
      address_line_1: '14000 Jericho Park Rd',
    });
  });
});
