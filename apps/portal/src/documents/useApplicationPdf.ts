import { messages } from '@applykit/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../api/calls';
import { queryKeys } from '../api/queryClient';
import type { PdfReply } from '../api/types';
import { isPendingStatus as isConversionPending } from '@applykit/api-contract';

/** The PDF is asked for every second until it is ready… */
export const PDF_POLL_MS = 1000;
/** …then every ten minutes, which keeps its signed download link fresh. */
export const PDF_REFRESH_MS = 600_000;

export interface ApplicationPdf {
  url: string | undefined;
  isPending: boolean;
  /** 'Error downloading PDF copy of your application.' when the call or the conversion failed. */
  error: string | undefined;
  /** After a failure: asks again, polling every second until it settles. */
  retry: () => void;
}

/** The copy of the application for the applicant to download; asked for while `enabled`. */
export function useApplicationPdf(enabled: boolean): ApplicationPdf {
  const settled = useRef(false);
  const { data, isError, refetch } = useQuery<PdfReply>({
    queryKey: queryKeys.applicationPdf,
    queryFn: api.applicationPdf,
    enabled,
    // A failed download is shown next to the link, not as a page error.
    throwOnError: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status && !isConversionPending(status)) settled.current = true;
      return settled.current ? PDF_REFRESH_MS : PDF_POLL_MS;
    },
  });
  const url = data?.status === 'COMPLETED' ? data.url : undefined;
  const failed = isError || (data !== undefined && !isConversionPending(data.status) && !url);
  return {
    url,
    isPending: enabled && !failed && (!data || isConversionPending(data.status)),
    error: failed ? messages.pdfDownloadFailed : undefined,
    retry: () => {
      settled.current = false;
      void refetch();
    },
  };
}
