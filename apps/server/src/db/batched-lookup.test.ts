import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.ts';

type Row = { key: string; n: number };

function recorder(rows: Row[]) {
  const sent: string[][] = [];
  const lookUp = batchedLookup(
    async (keys: string[]) => {
      sent.push(keys);
      return rows.filter((row) => keys.includes(row.key));
    },
    (row) => row.key,
  );
  return { sent, lookUp };
}

describe('batchedLookup', () => {
  const rows = [
    { key: 'a', n: 1 },
    { key: 'b', n: 2 },
    { key: 'a', n: 3 },
  ];

  it('answers the keys asked for in one turn with one look-up, each with its own rows in order', async () => {
    const { sent, lookUp } = recorder(rows);
    const answers = await Promise.all([lookUp('a'), lookUp('b'), lookUp('c'), lookUp('a')]);
    expect(sent).toEqual([['a', 'b', 'c']]);
    expect(answers).toEqual([[rows[0], rows[2]], [rows[1]], [], [rows[0], rows[2]]]);
  });

  it('sends a later turn its own look-up', async () => {
    const { sent, lookUp } = recorder(rows);
    await lookUp('a');
    await lookUp('b');
    expect(sent).toEqual([['a'], ['b']]);
  });

  it('fails every look-up of a failed statement, and the next turn tries again', async () => {
    let fail = true;
    const lookUp = batchedLookup(
      async (keys: string[]) => {
        if (fail) throw new Error('connection lost');
        return keys.map((key) => ({ key, n: 0 }));
      },
      (row) => row.key,
    );
    const failed = await Promise.allSettled([lookUp('a'), lookUp('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookUp('a')).toEqual([{ key: 'a', n: 0 }]);
  });
});
