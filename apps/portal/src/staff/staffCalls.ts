import { messages } from '@applykit/api-contract';
import { apiOrigin } from '../config';

/** A refused staff call: its status, the server's message and any messages per field. */
export class StaffCallRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'StaffCallRefused';
  }
}

/**
 * A call of the staff area (`/staff-api/…`): JSON in and out, the staff cookie sent by the
 * browser. A refusal throws `StaffCallRefused` with the server's message.
 */
export async function staffFetch(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<Response> {
  const method = init.method ?? 'GET';
  const response = await fetch(`${apiOrigin}${path}`, {
    method,
    credentials: 'same-origin',
    headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    ...(method === 'POST' ? { body: JSON.stringify(init.body ?? {}) } : {}),
  });
  if (response.ok) return response;
  const reply = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string[]>;
  };
  throw new StaffCallRefused(response.status, reply.message ?? messages.unexpected, reply.errors);
}

export async function staffJson<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  return (await staffFetch(path, init)).json() as Promise<T>;
}

/** The query string of a filter object, leaving out empty values. */
export function queryOf(values: Record<string, string | number | undefined>): string {
  const entries = Object.entries(values).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  const search = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
  return entries.length ? `?${search}` : '';
}

/** Saves a reply's PDF as a file the browser downloads. */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
