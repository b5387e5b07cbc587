import { createHash } from 'node:crypto';
import { chmodSync, existsSync, lchownSync, lstatSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Compiled programs by key (language, compile command and source hash), so a rejudge skips compilation.
 * Entries are owned by the judge and read-only to everyone else; the least recently used go first once
 * there are more than `maxEntries`.
 */
export class ArtifactCache {
  constructor(
    private readonly dir: string,
    private readonly maxEntries = 2000,
  ) {}

  static key(...parts: readonly unknown[]): string {
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }

  get(key: string): string | undefined {
    const path = join(this.dir, key);
    if (!existsSync(path)) return undefined;
    const now = new Date();
    utimesSync(path, now, now);
    return path;
  }

  /** Moves a compiled box into the cache and returns where it now is. */
  put(key: string, box: string): string {
    const path = join(this.dir, key);
    seal(box);
    try {
      renameSync(box, path);
    } catch (e) {
      // another judge of this machine cached the same program first
      if (!existsSync(path)) throw e;
      rmSync(box, { recursive: true, force: true });
    }
    this.evict();
    return path;
  }

  private evict(): void {
    const entries = readdirSync(this.dir);
    if (entries.length <= this.maxEntries) return;
    const byAge = entries.map((name) => ({ name, used: statSync(join(this.dir, name)).mtimeMs })).sort((a, b) => a.used - b.used);
    for (const { name } of byAge.slice(0, entries.length - this.maxEntries)) {
      rmSync(join(this.dir, name), { recursive: true, force: true });
    }
  }
}

/**
 * Gives a compiled tree to the judge: the sandbox uid that built it must keep no write access, and anything
 * but plain files and directories (a symlink to /etc/shadow, a FIFO) is dropped before root touches it.
 */
const seal = (path: string): void => {
  const isRoot = process.getuid?.() === 0;
  const walk = (p: string): void => {
    const st = lstatSync(p);
    if (!st.isFile() && !st.isDirectory()) return rmSync(p, { force: true });
    if (isRoot) lchownSync(p, 0, 0);
    chmodSync(p, st.mode & 0o755);
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(path);
};
