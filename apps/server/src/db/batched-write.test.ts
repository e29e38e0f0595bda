import { describe, expect, it } from 'vitest';
import { batchedWrite } from './batched-write.ts';

function recorder(refuse: (item: number) => boolean = () => false) {
  const sent: number[][] = [];
  const write = batchedWrite(async (items: number[]) => {
    sent.push(items);
    if (items.some(refuse)) throw new Error(`refused ${items.join(',')}`);
    return items.map((item) => item * 10);
  });
  return { sent, write };
}

describe('batchedWrite', () => {
  it('sends the writes of one turn together, each answered its own result', async () => {
    const { sent, write } = recorder();
    expect(await Promise.all([write(1), write(2), write(1)])).toEqual([10, 20, 10]);
    expect(sent).toEqual([[1, 2, 1]]);
  });

  it('sends a later turn its own statement', async () => {
    const { sent, write } = recorder();
    await write(1);
    await write(2);
    expect(sent).toEqual([[1], [2]]);
  });

  it('sends a failed batch again one by one: only the write that fails is refused', async () => {
    const { sent, write } = recorder((item) => item === 2);
    const results = await Promise.allSettled([write(1), write(2), write(3)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('refused 2') },
      { status: 'fulfilled', value: 30 },
    ]);
    expect(sent).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
