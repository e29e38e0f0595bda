import { defineCall } from '@openenroll/contract/call';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { apiUrl, callApi } from './call-api.ts';

const getThing = defineCall({
  method: 'GET',
  path: 'get-thing',
  summary: 'test',
  input: z.object({ enrollment_id: z.string().optional(), group_id: z.number().optional() }),
  data: z.object({ result: z.int() }),
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

  it('rejects a success whose data breaks the contract', async () => {
    answer({ status: 'success', data: { result: 'three' } });

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
