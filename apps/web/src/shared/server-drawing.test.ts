import type { DehydratedState } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientState } from './client-state.ts';
import { createMemoryStorage, provideServerContext } from './page-context.ts';
import { draftOfStep, drawnBeforeLastDraft } from './server-drawing.ts';

const drawnWith = (
  revision: number | null,
  meta: Record<string, unknown> = draftOfStep('primary_info'),
): DehydratedState => ({
  mutations: [],
  queries: [
    {
      queryKey: ['wizard', 'fields', 'primary_info', 'enr_1'],
      queryHash: 'fields',
      dehydratedAt: 0,
      state: { data: { draft_revision: revision } } as DehydratedState['queries'][number]['state'],
      meta,
    },
  ],
});

describe('a page drawn with a step draft', () => {
  beforeEach(() => {
    const context = {
      location: new URL('http://store.test/enrollment/personal-info'),
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      fetch,
    };
    provideServerContext(() => context);
  });

  it('is taken as drawn while this browser sent no later draft of that step', () => {
    expect(drawnBeforeLastDraft(drawnWith(null))).toBe(false);
    clientState.set('stepDraftRevisions', { primary_info: 4, contact_info: 9 });
    expect(drawnBeforeLastDraft(drawnWith(4))).toBe(false);
    expect(drawnBeforeLastDraft(drawnWith(3, {}))).toBe(false);
  });

  it('is drawn anew once this browser sent a later draft than the one drawn', () => {
    clientState.set('stepDraftRevisions', { primary_info: 5 });
    expect(drawnBeforeLastDraft(drawnWith(4))).toBe(true);
    expect(drawnBeforeLastDraft(drawnWith(null))).toBe(true);
  });
});
