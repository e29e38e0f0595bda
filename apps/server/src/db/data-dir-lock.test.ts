import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('the data folder lock', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second process on the same folder with a clear message', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'openenroll.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`already in use by another OpenEnroll process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone, and releases it', async () => {
    const dir = freshDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, 'openenroll.lock'), String(gone.pid));
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'openenroll.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'openenroll.lock'))).toBe(false);
  });
});
