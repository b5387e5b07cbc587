import { closeSync, constants, copyFileSync, fstatSync, mkdirSync, openSync, readSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

/** The first `maxBytes` of a file as UTF-8 (a program's output or a checker's message can be huge). */
export function readHead(path: string, maxBytes: number): string {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(maxBytes);
    const n = readSync(fd, buf, 0, maxBytes, 0);
    return buf.subarray(0, n).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The last `maxBytes` of a file as UTF-8 (testlib writes its verdict after whatever a checker logged). */
export function readTail(path: string, maxBytes: number): string {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const buf = Buffer.alloc(Math.min(size, maxBytes));
    const n = readSync(fd, buf, 0, buf.length, size - buf.length);
    return buf.subarray(0, n).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** A file of a directory by name, refusing names that climb out of it. */
export function within(dir: string, name: string): string {
  const path = resolve(dir, name);
  const rel = relative(dir, path);
  if (!rel || rel.startsWith('..') || rel.startsWith('/')) throw new Error(`${name} is not inside ${dir}`);
  return path;
}

/** Writes named files (a problem's extra files) into `dir` and returns their paths; names are kept inside `dir`. */
export function writeNamedFiles(dir: string, files: Readonly<Record<string, string>> = {}): string[] {
  const entries = Object.entries(files).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length) mkdirSync(dir, { recursive: true, mode: 0o700 });
  return entries.map(([name, content]) => {
    const path = within(dir, name);
    writeFileSync(path, content);
    return path;
  });
}

/**
 * Copies a file a sandboxed program wrote, refusing anything but a regular file: the program could have
 * left a symlink to a file only the judge may read, or a FIFO whose blocking open would stall the judge.
 */
export function copyProgramFile(from: string, to: string): boolean {
  let fd: number;
  try {
    fd = openSync(from, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    if (!fstatSync(fd).isFile()) return false;
    copyFileSync(`/proc/self/fd/${fd}`, to);
    return true;
  } finally {
    closeSync(fd);
  }
}
