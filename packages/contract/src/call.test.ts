import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, fillPath, pathParams } from './call.ts';

const call = defineCall({
  method: 'PUT',
  path: 'change-filter-info/:tempId',
  summary: 'test',
  input: z.object({ tempId: z.string(), zip: z.string().optional() }),
  data: z.object({}),
});

describe('path parameters', () => {
  it('names them and fills them from the input, leaving the rest for the query or body', () => {
    expect(pathParams('get-plan-detail/:planId')).toEqual(['planId']);
    expect(pathParams('get-cart-count')).toEqual([]);
    expect(fillPath(call, { tempId: 'a/b c', zip: '75201' })).toEqual({
      path: 'change-filter-info/a%2Fb%20c',
      rest: { zip: '75201' },
    });
  });

  it('refuses, as a type error, a path parameter the input lacks', () => {
    // @ts-expect-error planId is not a key of the input
    defineCall({ method: 'GET', path: 'x/:planId', summary: '', input: z.object({}), data: z.null() });
  });
});
