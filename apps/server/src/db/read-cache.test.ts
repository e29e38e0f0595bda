import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('the read cache', () => {
  let clock = 0;
  let stored = { name: 'first' };
  let loads = 0;
  const load = async () => {
    loads++;
    return stored;
  };
  const cacheOn = (database: object, seconds = 30) =>
    createReadCache<{ name: string }>({ database, table: 't', seconds, now: () => clock });

  it('answers from memory until the copy expires', async () => {
    const cache = cacheOn({});
    expect(await cache.read('k', load)).toEqual({ name: 'first' });
    stored = { name: 'second' };
    expect(await cache.read('k', load)).toEqual({ name: 'first' });
    clock += 31_000;
    expect(await cache.read('k', load)).toEqual({ name: 'second' });
    expect(loads).toBe(2);
  });

  it('drops the copy around a write, and does not keep a read that raced one', async () => {
    const database = {};
    const cache = cacheOn(database);
    stored = { name: 'before' };
    await cache.read('k', load);
    await cache.writing('k', database, async () => {
      stored = { name: 'after' };
    });
    expect(await cache.read('k', load)).toEqual({ name: 'after' });

    // A read that started before a write answers what it saw, but that answer is not kept.
    let release: () => void = () => {};
    const slow = cache.read('other', () => new Promise((done) => (release = () => done({ name: 'old' }))));
    await cache.writing('other', database, async () => {
      stored = { name: 'new' };
    });
    release();
    expect(await slow).toEqual({ name: 'old' });
    expect(await cache.read('other', load)).toEqual({ name: 'new' });
  });

  it('shares its copies with every cache of the same table on the same handle', async () => {
    const database = {};
    const reader = cacheOn(database);
    const writer = cacheOn(database, 0);
    const elsewhere = cacheOn({});
    stored = { name: 'before' };
    await reader.read('k', load);
    await elsewhere.read('k', load);
    await writer.writing('k', database, async () => {
      stored = { name: 'after' };
    });
    expect(await reader.read('k', load)).toEqual({ name: 'after' });
    expect(await elsewhere.read('k', load)).toEqual({ name: 'before' });
  });

  it('hands out frozen values, kept or not', async () => {
    for (const cache of [cacheOn({}), cacheOn({}, 0)]) {
      stored = { name: 'shared' };
      const value = await cache.read('k', load);
      expect(Object.isFrozen(value)).toBe(true);
      expect(() => {
        (value as { name: string }).name = 'changed';
      }).toThrow(TypeError);
    }
  });

  it('keeps nothing when off, and never an absent row', async () => {
    const off = cacheOn({}, 0);
    const before = loads;
    await off.read('k', load);
    await off.read('k', load);
    expect(loads - before).toBe(2);

    const on = cacheOn({});
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
