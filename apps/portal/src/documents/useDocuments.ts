import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/calls';
import { queryKeys } from '../api/queryClient';
import type { Answers, ConversionStatus, DocumentAnswers } from '../api/types';
import { uploadDocument } from './uploadDocument';

export interface DocumentActions {
  /** Save, presign, upload and ask to convert; on any failure the document answer is cleared and the error rethrown for the widget's toast. */
  upload: (answerKey: string, file: File, answers: Answers) => Promise<void>;
  /** Deletes the document answer, clears it locally and refreshes the document-answer data. */
  remove: (answerKey: string) => Promise<void>;
  conversionStatus: (answerKey: string) => Promise<ConversionStatus>;
  deleteConversion: (answerKey: string) => Promise<void>;
}

function withoutDocument(
  documents: DocumentAnswers | undefined,
  answerKey: string,
): DocumentAnswers {
  const rest = { ...documents };
  delete rest[answerKey];
  return rest;
}

/** The document calls the form's upload widgets need, wired to the query cache. */
export function useDocuments(saveAnswers: (answers: Answers) => Promise<unknown>): DocumentActions {
  const queryClient = useQueryClient();

  const clearLocally = useCallback(
    (answerKey: string) =>
      queryClient.setQueryData<DocumentAnswers>(queryKeys.documentAnswers, (documents) =>
        withoutDocument(documents, answerKey),
      ),
    [queryClient],
  );

  const upload = useCallback<DocumentActions['upload']>(
    async (answerKey, file, answers) => {
      try {
        await uploadDocument({ answerKey, file, answers, saveAnswers });
      } catch (error) {
        clearLocally(answerKey);
        throw error;
      }
    },
    [queryClient, saveAnswers, clearLocally],
  );

  const remove = useCallback<DocumentActions['remove']>(
    async (answerKey) => {
      await api.deleteDocumentAnswer(answerKey);
      clearLocally(answerKey);
      await queryClient.invalidateQueries({ queryKey: queryKeys.documentAnswers });
    },
    [queryClient, clearLocally],
  );

  /** A FAILED conversion clears the document answer here, so every caller sees it gone. */
  const conversionStatus = useCallback(
    async (answerKey: string) => {
      const { status } = await api.conversionStatus(answerKey);
      if (status === 'FAILED') clearLocally(answerKey);
      if (status === 'COMPLETED')
        await queryClient.invalidateQueries({ queryKey: queryKeys.documentAnswers });
      return status;
    },
    [queryClient, clearLocally],
  );
  const deleteConversion = useCallback(async (answerKey: string) => {
    await api.deleteConversion(answerKey);
  }, []);

  return { upload, remove, conversionStatus, deleteConversion };
}
