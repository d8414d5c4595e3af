/** Document conversion and application PDF statuses. */
export const documentStatuses = [
  'UNPROCESSED',
  'IN_PROGRESS',
  'COMPLETED',
  'NOT_ANSWERED',
  'FAILED',
] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** The statuses still on their way: they keep a client polling; the others end it. */
export const pendingDocumentStatuses = [
  'UNPROCESSED',
  'IN_PROGRESS',
] as const satisfies readonly DocumentStatus[];

export function isPendingStatus(status: DocumentStatus): boolean {
  return (pendingDocumentStatuses as readonly DocumentStatus[]).includes(status);
}
