import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('the read cache', () => {
  let clock = 0;
  let stored = 'first';
  let loads = 0;
  const load = async () => {
    loads++;
    return stored;
  };

  it('answers from memory until the copy expires', async () => {
    const cache = createReadCache<string>({ seconds: 30, now: () => clock });
    expect(await cache.read('k', load)).toBe('first');
    stored = 'second';
    expect(await cache.read('k', load)).toBe('first');
    clock += 31_000;
    expect(await cache.read('k', load)).toBe('second');
    expect(loads).toBe(2);
  });

  it('drops the copy around a write, and does not keep a read that raced one', async () => {
    const cache = createReadCache<string>({ seconds: 30, now: () => clock });
    stored = 'before';
    await cache.read('k', load);
    await cache.writing('k', async () => {
      stored = 'after';
    });
    expect(await cache.read('k', load)).toBe('after');

    // A read that started before a write answers what it saw, but that answer is not kept.
    let release: () => void = () => {};
    const slow = cache.read('other', () => new Promise<string>((done) => (release = () => done('old'))));
    await cache.writing('other', async () => {
      stored = 'new';
    });
    release();
    expect(await slow).toBe('old');
    expect(await cache.read('other', load)).toBe('new');
  });

  it('keeps nothing when off, and never an absent row', async () => {
    const off = createReadCache<string>({ seconds: 0, now: () => clock });
    const before = loads;
    await off.read('k', load);
    await off.read('k', load);
    expect(loads - before).toBe(2);

    const on = createReadCache<string>({ seconds: 30, now: () => clock });
    let calls = 0;
    const missing = async () => {
      calls++;
      return null;
    };
    expect(await on.read('gone', missing)).toBeNull();
    expect(await on.read('gone', missing)).toBeNull();
    expect(calls).toBe(2);
  });
});
