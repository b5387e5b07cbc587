import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';

/** The caller's upload under `key` (a test case zip, or an archive of problems to import), or a 404. */
export async function ownUpload(deps: Deps, uid: string, key: string) {
  const upload = await deps.repos.testcaseUploads.getTestcaseUpload(key);
  // another admin's upload is as unknown as a missing one
  if (!upload || upload.uid !== uid) throw notFound('Unknown upload; start it again');
  return upload;
}
