import type { z } from 'zod';

/** One API call: its path under /api/v1, its input and the `data` of its success envelope. Shared by server and web. */
export type Call<
  M extends 'GET' | 'POST' | 'PUT' = 'GET' | 'POST' | 'PUT',
  I extends z.ZodObject = z.ZodObject,
  D extends z.ZodType = z.ZodType,
> = { method: M; path: string; input: I; data: D; summary: string };

export const defineCall = <M extends 'GET' | 'POST' | 'PUT', I extends z.ZodObject, D extends z.ZodType>(
  call: Call<M, I, D>,
) => call;

export type CallInput<C extends Call> = z.input<C['input']>;
export type CallData<C extends Call> = z.output<C['data']>;

export const API_PREFIX = '/api/v1';
