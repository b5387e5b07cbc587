import { LIMITS } from '@oj/shared/limits';

/** The same checks the server makes, before the upload: an allowed type and at most 2 MB. */
export function avatarProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(LIMITS.avatarTypes as readonly string[]).includes(ext)) return 'type';
  if (file.size > LIMITS.avatarMaxBytes) return 'size';
  return null;
}
