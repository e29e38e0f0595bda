import type { FieldError } from '@openenroll/contract/envelope';
import { vi } from 'vitest';

export type Answer = {
  status?: number;
  data?: unknown;
  error?: { message: string; errorCode?: string; fieldErrors?: FieldError[] };
};
export type ApiRequest = { method: string; path: string; body: unknown };

/**
 * Stands in for the server at the fetch boundary: each call to /api/v1 is answered by `answer`, in the envelope the
 * contract describes, so the code under test runs its real fetcher and error handling.
 */
export function fakeApi(answer: (request: ApiRequest) => Answer | Promise<Answer>) {
  const requests: ApiRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const { status = 200, data = null, error } = await answer(request);
    const envelope = error
      ? {
          status: 'error',
          statusCode: status,
          message: error.message,
          ...(error.errorCode && { errorCode: error.errorCode }),
          data: error.fieldErrors ?? [],
        }
      : { status: 'success', data };
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}
