import { chmodSync, existsSync, mkdirSync } from 'node:fs';

/** The judge's own folders (test data, scratch, boxes' parent): only the judge may enter them. */
export function makePrivateDirs(dirs: readonly string[]): void {
  for (const dir of dirs) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // mkdir's mode does not apply to a folder that already exists
  }
}

/** The shared writable memory file systems a container mounts at run time. */
export const SHARED_TMPFS = ['/dev/shm', '/dev/mqueue'];

/**
 * Closes world-writable shared folders to the sandbox's uids: without Landlock (Fargate's kernel) a program
 * could leave files there that outlive its run and that a later run could read. Only in the judge's
 * container (the image sets OJ_JUDGE_CLOSE_SHARED_TMP): on a developer's machine these belong to everyone.
 */
export function closeSharedTmpfs(paths: readonly string[] = SHARED_TMPFS): string[] {
  return paths.filter((path) => {
    if (!existsSync(path)) return false;
    chmodSync(path, 0o711);
    return true;
  });
}
