import { API_PREFIX, type Call, type CallData, type CallInput, fillPath } from '@openenroll/contract/call';
import { errorEnvelope } from '@openenroll/contract/envelope';
import { currentLocale } from '../i18n/use-t.ts';
import { pageFetch } from '../page-context.ts';
import { reportApiActivity } from './api-activity.ts';
import { ApiError } from './api-error.ts';

/** The address of a call: path parameters filled in; for GET the rest of the input in the query string, empty values left out. */
export function apiUrl<C extends Call>(call: C, input: CallInput<C>): string {
  const { path: filled, rest } = fillPath(call, input);
  const path = `${API_PREFIX}/${filled}`;
  if (call.method !== 'GET') return path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls the API as the contract describes it and returns the success envelope's data, checked against the contract. */
export async function callApi<C extends Call>(
  call: C,
  input: CallInput<C>,
  /** keepalive: the request outlives the page (a draft sent as the page is hidden). */
  options: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<CallData<C>> {
  const hasBody = call.method !== 'GET';
  let response: Response;
  try {
    response = await pageFetch(apiUrl(call, input), {
      method: call.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': currentLocale(),
        ...(hasBody && { 'content-type': 'application/json' }),
      },
      body: hasBody ? JSON.stringify(fillPath(call, input).rest) : undefined,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ statusCode: 0, message: 'The server could not be reached', data: [] });
  }
  reportApiActivity();

  // 204 No Content is how the spec's lookups say "nothing matches": only calls whose data may be null accept it.
  if (response.status === 204) {
    const empty = call.data.safeParse(null);
    if (empty.success) return empty.data as CallData<C>;
  }

  const payload: unknown = await response.json().catch(() => undefined);
  const failure = errorEnvelope.safeParse(payload);
  if (failure.success) throw new ApiError(failure.data, retryAfter(response));

  if (isSuccess(payload)) {
    const data = call.data.safeParse(payload.data);
    // Parsed by this very call's schema; TypeScript cannot follow a generic call's schema to its output type.
    if (data.success) return data.data as CallData<C>;
  }
  throw new ApiError({
    statusCode: response.status,
    message: response.ok
      ? 'The server sent an answer this page does not understand'
      : response.statusText || 'Request failed',
    data: [],
  });
}

function isSuccess(payload: unknown): payload is { status: 'success'; data: unknown } {
  return typeof payload === 'object' && payload !== null && 'status' in payload && payload.status === 'success';
}

/** Retry-After in seconds (the server sends no dates). */
function retryAfter(response: Response) {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}
