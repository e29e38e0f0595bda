import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, describeProcess, lockDataDir } from './data-dir-lock.ts';

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

  const lockFile = (dir: string) => join(dir, 'openenroll.lock');
  const sleeper = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);

  it('refuses a second process on the same folder with a clear message', async () => {
    const dir = freshDir();
    const other = sleeper();
    try {
      writeFileSync(lockFile(dir), JSON.stringify(describeProcess(other.pid ?? 0)));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        `The data folder ${dir} is already in use by another OpenEnroll process (pid ${other.pid}). ` +
          'Stop that process first, or point this one at another folder with DATA_DIR.',
      );
    } finally {
      other.kill();
    }
  });

  it('names this process, with what tells it apart from a later one given the same pid', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    const owner = JSON.parse(readFileSync(lockFile(dir), 'utf8'));
    expect(owner.pid).toBe(process.pid);
    expect(owner.startTicks).toMatch(/^\d+$/);
    expect(owner.bootId).toMatch(/^[0-9a-f-]{36}$/);
    release();
  });

  it('takes over a lock whose pid now belongs to another live process', async () => {
    const dir = freshDir();
    const recycled = sleeper();
    try {
      const owner = describeProcess(recycled.pid ?? 0);
      writeFileSync(lockFile(dir), JSON.stringify({ ...owner, startTicks: String(Number(owner.startTicks) - 1) }));
      const release = lockDataDir(dir);
      expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
      release();
      writeFileSync(lockFile(dir), JSON.stringify({ ...owner, bootId: '00000000-0000-0000-0000-000000000000' }));
      lockDataDir(dir)();
    } finally {
      recycled.kill();
    }
  });

  it("takes over an earlier version's pid-only lock when that pid runs something else than the server", () => {
    const dir = freshDir();
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(lockFile(dir), String(other.pid));
      lockDataDir(dir)();
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone, and releases it', async () => {
    const dir = freshDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(lockFile(dir), JSON.stringify(describeProcess(gone.pid ?? 0)));
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'openenroll.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'openenroll.lock'))).toBe(false);
  });
});
