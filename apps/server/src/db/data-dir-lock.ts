import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds the lock: a pid alone is not enough, since the system hands a dead process's pid to another one. */
type Owner = { pid: number; bootId?: string; startTicks?: string };

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is already in use by another OpenEnroll process (pid ${pid}). ` +
        'Stop that process first, or point this one at another folder with DATA_DIR.',
    );
  }
}

function readProc(path: string) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), where Linux tells it. */
function startTicks(pid: number) {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count the fields after its closing one.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

export function describeProcess(pid: number): Owner {
  return { pid, bootId: readProc('/proc/sys/kernel/random/boot_id')?.trim(), startTicks: startTicks(pid) };
}

function parseOwner(text: string): Owner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<Owner> | number;
    if (typeof owner === 'number') return { pid: owner };
    if (typeof owner?.pid === 'number') return owner as Owner;
  } catch {
    return undefined;
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock of an earlier version names only a pid: held if that process runs the server, where Linux tells. */
function looksLikeServer(pid: number) {
  const commandLine = readProc(`/proc/${pid}/cmdline`);
  return commandLine === undefined || /server\.[jt]s/.test(commandLine);
}

/** Whether the process the lock names still runs: the same pid, booted the same time, started at the same tick. */
function holds(owner: Owner) {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid || !isAlive(owner.pid)) return false;
  if (!owner.startTicks && !owner.bootId) return looksLikeServer(owner.pid);
  const now = describeProcess(owner.pid);
  if (owner.bootId && now.bootId && owner.bootId !== now.bootId) return false;
  if (owner.startTicks && now.startTicks && owner.startTicks !== now.startTicks) return false;
  return true;
}

/**
 * PGlite allows one process per data folder: take a lock file naming this process or refuse. A lock whose process
 * is gone (or whose pid now belongs to another process) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'openenroll.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, JSON.stringify(describeProcess(process.pid)));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = parseOwner(readFileSync(file, 'utf8'));
      if (owner && holds(owner)) throw new DataDirLockedError(dir, owner.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}
