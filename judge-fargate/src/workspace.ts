import { chmodSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The judge's own disk: `boxes/` holds one fresh working directory per run (each becomes 0700 and owned by
 * the run's uid, so runs cannot see each other), `scratch/` the judge's private files (outputs, FIFOs),
 * `cache/` compiled programs. Only boxes are reachable by sandboxed programs.
 */
export class Workspace {
  readonly boxes: string;
  readonly scratch: string;
  readonly cache: string;
  readonly boxesPackageJson: string;

  constructor(readonly root: string) {
    this.boxes = join(root, 'boxes');
    this.scratch = join(root, 'scratch');
    this.cache = join(root, 'cache');
    this.boxesPackageJson = join(this.boxes, 'package.json');
    for (const [dir, mode] of [
      [root, 0o711],
      [this.boxes, 0o711],
      [this.scratch, 0o700],
      [this.cache, 0o700],
    ] as const) {
      mkdirSync(dir, { recursive: true });
      chmodSync(dir, mode);
    }
    // Node reads the nearest package.json above a script: this one keeps a submission's main.js a plain
    // CommonJS script wherever the work root is (inside this "type": "module" package, say)
    writeFileSync(this.boxesPackageJson, '{"type":"commonjs"}\n', { mode: 0o644 });
  }

  /** A fresh working directory, with the files of `from` hard-linked in (read-only to the program). */
  newBox(from?: string): string {
    const box = mkdtempSync(join(this.boxes, 'b-'));
    if (from) linkTree(from, box);
    return box;
  }

  /** A private directory for one submission's files. */
  newScratch(): string {
    return mkdtempSync(join(this.scratch, 's-'));
  }

  remove(dir: string): void {
    rmSync(dir, { recursive: true, force: true });
  }
}

const linkTree = (from: string, to: string): void => {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target);
      linkTree(source, target);
    } else {
      linkSync(source, target);
    }
  }
};
