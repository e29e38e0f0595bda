import { defineCall } from '@openenroll/contract/call';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lastApiActivity, onApiActivity } from './api-activity.ts';
import { ApiError, errorMessage } from './api-error.ts';
import { apiUrl, callApi } from './call-api.ts';

const getThing = defineCall({
  method: 'GET',
  path: 'get-thing',
  summary: 'test',
  input: z.object({ enrollment_id: z.string().optional(), group_id: z.number().optional() }),
  data: z.object({ result: z.int() }),
});

const findThing = defineCall({
  method: 'GET',
  path: 'find-thing',
  summary: 'test',
  input: z.object({ code: z.string() }),
  data: z.object({ name: z.string() }).nullable(),
});

const saveThing = defineCall({
  method: 'POST',
  path: 'save-thing',
  summary: 'test',
  input: z.object({ name: z.string() }),
  data: z.object({ saved: z.boolean() }),
});

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('puts GET input in the query string and leaves empty values out', () => {
    expect(apiUrl(getThing, { enrollment_id: 'a b', group_id: undefined })).toBe('/api/v1/get-thing?enrollment_id=a+b');
    expect(apiUrl(getThing, {})).toBe('/api/v1/get-thing');
  });

  it('fills path parameters from the input and keeps them out of the query and body', async () => {
    const getDetail = defineCall({
      method: 'GET',
      path: 'get-detail/:planId',
      summary: 'test',
      input: z.object({ planId: z.int(), enrollment_id: z.string().optional() }),
      data: z.object({ name: z.string() }),
    });
    expect(apiUrl(getDetail, { planId: 7, enrollment_id: 'e1' })).toBe('/api/v1/get-detail/7?enrollment_id=e1');
    const changeThing = defineCall({
      method: 'PUT',
      path: 'change-thing/:tempId',
      summary: 'test',
      input: z.object({ tempId: z.string(), zip: z.string() }),
      data: z.object({ saved: z.boolean() }),
    });
    const fetchMock = answer({ status: 'success', data: { saved: true } });
    await callApi(changeThing, { tempId: 'a/b', zip: '75201' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/change-thing/a%2Fb');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ zip: '75201' }));
  });
});

describe('callApi', () => {
  it('returns the data of a success envelope', async () => {
    const fetchMock = answer({ status: 'success', data: { result: 3 } });

    await expect(callApi(getThing, { group_id: 7 })).resolves.toEqual({ result: 3 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/get-thing?group_id=7');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
  });

  it('sends POST input as a JSON body', async () => {
    const fetchMock = answer({ status: 'success', data: { saved: true } });

    await callApi(saveThing, { name: 'Ada' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/save-thing');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"name":"Ada"}' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('throws the error envelope as an ApiError with its field errors', async () => {
    answer(
      {
        status: 'error',
        statusCode: 422,
        message: 'Invalid input',
        errorCode: 'planAgeError',
        data: [{ target_element: 'zip', error_message: 'Invalid Zip code' }],
      },
      422,
    );

    const error = await callApi(getThing, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 422, message: 'Invalid input', errorCode: 'planAgeError' });
    expect((error as ApiError).fieldError('zip')).toBe('Invalid Zip code');
    expect((error as ApiError).fieldError('dob')).toBeUndefined();
  });

  it("carries a refusal's Retry-After, when the server gives one", async () => {
    const refusal = { status: 'error', statusCode: 429, message: 'Wait', errorCode: 'code-resend-too-soon', data: [] };
    const refused = (headers: Record<string, string>) => {
      vi.stubGlobal('fetch', async () => new Response(JSON.stringify(refusal), { status: 429, headers }));
      return callApi(getThing, {}).catch((caught: ApiError) => caught.retryAfterSeconds);
    };
    expect(await refused({ 'retry-after': '95' })).toBe(95);
    expect(await refused({})).toBeUndefined();
    expect(await refused({ 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' })).toBeUndefined();
  });

  it('rejects a success whose data breaks the contract', async () => {
    answer({ status: 'success', data: { result: 'three' } });

    await expect(callApi(getThing, {})).rejects.toBeInstanceOf(ApiError);
  });

  it('returns null for a 204 when the call allows no data', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));

    await expect(callApi(findThing, { code: 'NOPE' })).resolves.toBeNull();
  });

  it('rejects a 204 when the call promises data', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));

    await expect(callApi(getThing, {})).rejects.toBeInstanceOf(ApiError);
  });

  it('turns a non-JSON failure into an ApiError with the HTTP status', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );

    await expect(callApi(getThing, {})).rejects.toMatchObject({ statusCode: 502, message: 'Bad Gateway' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(callApi(getThing, {})).rejects.toMatchObject({ statusCode: 0 });
  });
});

describe('the activity a call reports', () => {
  it('counts every answer, a refusal too, and not a call that never reached the server', async () => {
    const seen: number[] = [];
    const stop = onApiActivity((at) => seen.push(at));
    answer({ status: 'error', statusCode: 404, message: 'Not found', data: [] }, 404);
    await callApi(getThing, {}).catch(() => undefined);
    expect(seen).toHaveLength(1);
    expect(lastApiActivity()).toBe(seen[0]);

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await callApi(getThing, {}).catch(() => undefined);
    stop();
    answer({ status: 'success', data: { result: 1 } });
    await callApi(getThing, {});
    expect(seen).toHaveLength(1);
  });

  it('lets a request outlive the page when asked', async () => {
    const fetchMock = answer({ status: 'success', data: { saved: true } });
    await callApi(saveThing, { name: 'Ada' }, { keepalive: true });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });
});

describe('errorMessage', () => {
  it("tells the server's message, or a plain fallback", () => {
    expect(errorMessage(new ApiError({ statusCode: 429, message: 'Too many attempts.', data: [] }))).toBe(
      'Too many attempts.',
    );
    expect(errorMessage(new TypeError('x is undefined'))).toBe('Something went wrong. Please try again.');
  });
});
