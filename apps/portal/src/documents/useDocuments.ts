import { FileRefusedError } from '@applykit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/calls';
import { ServerError } from '../api/errors';
import { queryKeys } from '../api/queryClient';
import type { Answers, ConversionReply, DocumentAnswers } from '../api/types';
import { uploadDocument } from './uploadDocument';

export interface DocumentActions {
  /**
   * Save, presign, upload and ask to convert; on any failure the document answer is cleared and
   * the error rethrown for the widget, as a `FileRefusedError` when the server refused the file.
   */
  upload: (answerKey: string, file: File, answers: Answers) => Promise<void>;
  /** Deletes the document answer, clears it locally and refreshes the document-answer data. */
  remove: (answerKey: string) => Promise<void>;
  /** The status, with the server's reason when the conversion FAILED. */
  conversionStatus: (answerKey: string) => Promise<ConversionReply>;
  deleteConversion: (answerKey: string) => Promise<void>;
}

/** Replies that refuse the file itself: trying the same file again cannot work. */
const REFUSING_STATUSES = new Set([400, 413, 415, 422]);

/** The server's refusal of a file, in its words; any other failure as it was. */
function asRefusal(error: unknown): unknown {
  return error instanceof ServerError &&
    error.status !== undefined &&
    REFUSING_STATUSES.has(error.status)
    ? new FileRefusedError(error.message)
    : error;
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
        throw asRefusal(error);
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
      const reply = await api.conversionStatus(answerKey);
      if (reply.status === 'FAILED') clearLocally(answerKey);
      if (reply.status === 'COMPLETED')
        await queryClient.invalidateQueries({ queryKey: queryKeys.documentAnswers });
      return reply;
    },
    [queryClient, clearLocally],
  );
  const deleteConversion = useCallback(async (answerKey: string) => {
    await api.deleteConversion(answerKey);
  }, []);

  return { upload, remove, conversionStatus, deleteConversion };
}
