import type { BrandIssue } from '../../engine/brandFiles/issue.ts';

/** The session secret printed by npm run studio, taken from the address once and kept for this tab. */
export function sessionSecret(): string {
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('secret');
  if (fromHash) {
    sessionStorage.setItem('livery-studio-secret', fromHash);
    history.replaceState(null, '', location.pathname + location.search);
    return fromHash;
  }
  return sessionStorage.getItem('livery-studio-secret') ?? '';
}

export interface BrandSummary {
  id: string;
  name: string;
  extends: string | null;
  chain: string[];
}

export interface OpenedBrand {
  id: string;
  text: string;
  version: string;
  document: Record<string, unknown> | null;
  parseIssue: BrandIssue | null;
  parent: Record<string, unknown> | null;
  locales: Record<string, Record<string, unknown>>;
  issues: BrandIssue[];
}

/** A version of the brand file kept by a save: when that save was, and what it changed, in the form's words. */
export interface SavedVersion {
  entry: string;
  savedAt: string;
  version: string;
  /** Null when the kept version is not JSON (a file saved broken from the text editor). */
  changes: string[] | null;
}

export class StudioError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { message?: string; issues?: BrandIssue[]; changes?: string[]; version?: string },
  ) {
    super(message);
  }
}

async function call<T>(secret: string, method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { 'x-studio-secret': secret, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new StudioError('network', 0, {});
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new StudioError(String(answer.message ?? response.statusText), response.status, answer);
  return answer as T;
}

export const studioApi = (secret: string) => ({
  list: () => call<{ brands: BrandSummary[]; served: string[] }>(secret, 'GET', '/studio/api/brands'),
  open: (id: string) => call<OpenedBrand>(secret, 'GET', `/studio/api/brands/${encodeURIComponent(id)}`),
  check: (id: string, document: unknown) =>
    call<{ issues: BrandIssue[] }>(secret, 'POST', '/studio/api/check', { id, document }),
  save: (id: string, body: { document?: unknown; text?: string; version: string; opened: unknown }) =>
    call<{ version: string; text: string }>(secret, 'PUT', `/studio/api/brands/${encodeURIComponent(id)}`, body),
  history: (id: string) =>
    call<{ saves: SavedVersion[] }>(secret, 'GET', `/studio/api/brands/${encodeURIComponent(id)}/history`),
  restore: (id: string, entry: string, body: { version: string; opened: unknown }) =>
    call<{ version: string; text: string }>(
      secret,
      'POST',
      `/studio/api/brands/${encodeURIComponent(id)}/history/${encodeURIComponent(entry)}/restore`,
      body,
    ),
  create: (id: string) => call<{ id: string }>(secret, 'POST', '/studio/api/brands', { id }),
});
export type StudioApi = ReturnType<typeof studioApi>;
