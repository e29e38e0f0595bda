import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitOptions = Parameters<NodeFS['init']>[1];
type PreRun = NonNullable<InitOptions['preRun']>[number];
type NodeStreamOps = { fsync?: (stream: { nfd: number }) => number };

/**
 * PGlite's folder, with fsync reaching the disk. Emscripten's Node file system has no fsync (the call returns
 * success and does nothing) and fdatasync is a no-op, so PostgreSQL is told to fsync its WAL with fsync itself.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly sync: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const giveFsync: PreRun = (module) => {
      const streamOps = (module.NODEFS as unknown as { stream_ops: NodeStreamOps }).stream_ops;
      streamOps.fsync = (stream) => {
        this.sync(stream.nfd);
        return 0;
      };
    };
    // Before the folder is mounted, so every file it opens has the patched operations.
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [giveFsync, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

/** PGlite's start parameters with fsync on (its default, `-F`, turns it off) and the WAL flushed by fsync. */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** The options that open PGlite in `dataDir` so that a committed transaction is on the disk. */
export function durablePgliteOptions(dataDir: string, sync?: (fd: number) => void): PGliteOptions {
  return { fs: new DurableNodeFS(dataDir, sync), startParams: durableStartParams };
}
