import type { z } from 'zod';
import type { ZodMiniObject, ZodMiniType } from 'zod/mini';
import { safeInput } from './safe-input.ts';

type Method = 'GET' | 'POST' | 'PUT';

/** Classic or mini: the calls the landing page makes are written in zod/mini, so its first load carries no classic. */
export type CallObject = z.ZodObject | ZodMiniObject;
export type CallType = z.ZodType | ZodMiniType;

/**
 * One API call: its path under /api/v1, its input and the `data` of its success envelope. Shared by server and web.
 * A path may name parameters as `:name` segments (`get-plan-detail/:planId`): each is a key of `input`, travels
 * in the URL, and the rest of the input travels in the query string (GET) or the JSON body.
 */
export type Call<M extends Method = Method, I extends CallObject = CallObject, D extends CallType = CallType> = {
  method: M;
  path: string;
  input: I;
  data: D;
  summary: string;
  /** A few of the spec's calls also carry statusCode in their success envelope. */
  statusCode?: number;
  /** The largest request body the call takes, when above the server's default of 1 MiB. */
  bodyLimit?: number;
};

/** The `:name` parameters of a path, as a union of names. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * Defines a call; a path parameter missing from the input is a type error. Its input refuses NUL characters and
 * numbers past the integer range in every field (safe-input.ts), so no call can forget to. That input is made when
 * first used: a page starts with the definitions of dozens of calls it may never make, and on a phone making each
 * schema is the largest part of evaluating the store's code.
 */
export const defineCall = <M extends Method, I extends CallObject, D extends CallType, P extends string>(
  call: Call<M, I, D> & { path: P },
  ..._check: [PathParams<P>] extends [keyof I['shape']] ? [] : ['every path parameter must be a key of input']
) => {
  let input: I | undefined;
  return {
    ...call,
    get input(): I {
      input ??= safeInput(call.input);
      return input;
    },
  };
};

export type CallInput<C extends Call> = z.input<C['input']>;
export type CallData<C extends Call> = z.output<C['data']>;

export const API_PREFIX = '/api/v1';

/** The names of a path's `:name` parameters, in order. */
export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');

/** A call's path with its parameters filled in from the input, and what is left of the input. */
export function fillPath<C extends Call>(call: C, input: CallInput<C>) {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const path = call.path.replace(/:([A-Za-z_]\w*)/g, (_segment, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}
