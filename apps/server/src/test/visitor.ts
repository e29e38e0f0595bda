import { API_PREFIX, type Call, type CallData, type CallInput, fillPath } from '@openenroll/contract/call';
import { type ErrorEnvelope, errorEnvelope } from '@openenroll/contract/envelope';
import type { FastifyInstance } from 'fastify';

let nextAddress = 1;

/** What a contract call answered: its data on success (checked against the contract), else the error envelope. */
export type Answer<C extends Call> = {
  statusCode: number;
  /** Undefined when the call failed. */
  data: CallData<C> | undefined;
  /** Undefined when the call succeeded. */
  error: ErrorEnvelope | undefined;
};

/** The data of an answer that must have succeeded; a failure throws with its envelope, failing the test. */
export function dataOf<C extends Call>(answer: Answer<C>): CallData<C> {
  if (answer.error || answer.data === undefined) {
    throw new Error(`expected success, got ${answer.statusCode}: ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

/** A call's method, URL and body as the web app sends them: GET input in the query string, empty values left out. */
function requestOf<C extends Call>(call: C, input: CallInput<C>) {
  const { path, rest } = fillPath(call, input);
  const url = `${API_PREFIX}/${path}`;
  if (call.method !== 'GET') return { method: call.method, url, payload: rest };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const text = query.toString();
  return { method: call.method, url: text ? `${url}?${text}` : url, payload: undefined };
}

/**
 * A browser as the API sees it: one host, one client address (another machine's unless given), and the cookies it was
 * given, each sent to the paths it was set for. `call` speaks the contract, typed by it; `get`, `post` and `put` send what a test writes by hand (inputs
 * the contract refuses).
 */
export function visitor(
  app: FastifyInstance,
  host = 'alpha.test',
  remoteAddress = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
  /** The client a proxy at `remoteAddress` names in X-Forwarded-For; the language the store's pages ask for. */
  options: { forwardedFor?: string; language?: string } = {},
) {
  const jar = new Map<string, { value: string; path: string }>();
  const cookiesFor = (url: string) =>
    Object.fromEntries(
      [...jar].filter(([, kept]) => url.startsWith(kept.path)).map(([name, kept]) => [name, kept.value]),
    );

  async function inject(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    const response = await app.inject({
      method,
      url,
      headers: {
        host,
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      remoteAddress,
      cookies: cookiesFor(url),
      ...(payload ? { payload } : {}),
    });
    for (const cookie of response.cookies) {
      if (cookie.value) jar.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
      else jar.delete(cookie.name);
    }
    return { statusCode: response.statusCode, body: response.body ? response.json() : null };
  }

  const send = (method: 'GET' | 'POST' | 'PUT', call: string, payload?: object) =>
    inject(method, `${API_PREFIX}/${call}`, payload);

  async function call<C extends Call>(contract: C, input: CallInput<C>): Promise<Answer<C>> {
    const request = requestOf(contract, input);
    const { statusCode, body } = await inject(request.method, request.url, request.payload);
    const failure = errorEnvelope.safeParse(body);
    if (failure.success) return { statusCode, data: undefined, error: failure.data };
    const data = contract.data.safeParse(statusCode === 204 ? null : body?.data);
    if (!data.success) {
      throw new Error(`${contract.path} answered ${statusCode} outside the contract: ${JSON.stringify(body)}`);
    }
    // Parsed by this call's own schema; TypeScript cannot follow a generic call's schema to its output type.
    return { statusCode, data: data.data as CallData<C>, error: undefined };
  }

  return {
    call,
    get: (path: string) => send('GET', path),
    post: (path: string, payload: object = {}) => send('POST', path, payload),
    put: (path: string, payload: object = {}) => send('PUT', path, payload),
    identity: async () => (await send('GET', 'get-default-info')).body.data.identity,
    /** A cookie as the browser keeps it, or undefined. */
    cookie: (name: string) => jar.get(name),
    /** What the browser does with a cookie whose time is up, or what a test copies from another browser. */
    setCookie: (name: string, kept: { value: string; path: string } | undefined) =>
      kept ? jar.set(name, kept) : jar.delete(name),
  };
}

export type Visitor = ReturnType<typeof visitor>;
