import { closeSync, openSync, readSync } from 'node:fs';
import { relative, resolve } from 'node:path';

/** The first `maxBytes` of a file as UTF-8 (a program's output or a checker's message can be huge). */
export const readHead = (path: string, maxBytes: number): string => {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(maxBytes);
    const n = readSync(fd, buf, 0, maxBytes, 0);
    return buf.subarray(0, n).toString('utf8');
  } finally {
    closeSync(fd);
  }
};

/** A file of a directory by name, refusing names that climb out of it. */
export const within = (dir: string, name: string): string => {
  const path = resolve(dir, name);
  const rel = relative(dir, path);
  if (!rel || rel.startsWith('..') || rel.startsWith('/')) throw new Error(`${name} is not inside ${dir}`);
  return path;
};
