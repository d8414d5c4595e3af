import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/createQueryClient';
import { queryKeys } from '../api/queryClient';
import { stepDocuments } from './stepDocuments';

const atLogin = {};
const uploaded = {
  md_veteran_upload: { file_name: 'dd214-scan.png', file_size: 11006 },
};

describe('stepDocuments', () => {
  it("starts from the profile's documents while the document map was never loaded", () => {
    const queryClient = createQueryClient();
    expect(stepDocuments(queryClient, uploaded)).toBe(uploaded);
  });

  it("prefers the loaded document map to the profile's copy from login", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.documentAnswers, uploaded);
    expect(stepDocuments(queryClient, atLogin)).toEqual(uploaded);
  });

  it('gives nothing, so the form fetches afresh, once the map was marked stale', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.documentAnswers, atLogin);
    await queryClient.invalidateQueries({ queryKey: queryKeys.documentAnswers });
    expect(stepDocuments(queryClient, atLogin)).toBeUndefined();
  });
});
