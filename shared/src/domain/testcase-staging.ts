import { randomUUID } from 'node:crypto';
import { testDataStagingPrefix } from '../db/keys.ts';

/** Objects written at once while staging: a zip of thousands of small cases must not open thousands of requests. */
export const STAGING_CONCURRENCY = 16;

export interface StagedFile {
  name: string;
  data: Uint8Array;
}

/**
 * Puts unpacked test case files into a fresh staging folder of the test data bucket, by name, and answers the folder
 * (`staging/<id>`, no trailing slash), which saving the problem copies them from. `put` writes one object; the first
 * write that fails stops the rest and rejects.
 */
export async function stageTestcaseFiles(files: readonly StagedFile[], put: (key: string, data: Uint8Array) => Promise<void>): Promise<string> {
  const prefix = testDataStagingPrefix(randomUUID());
  let next = 0;
  let failed = false;
  const writer = async () => {
    while (!failed && next < files.length) {
      const file = files[next++]!;
      try {
        await put(`${prefix}${file.name}`, file.data);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(STAGING_CONCURRENCY, files.length) }, writer));
  return prefix.slice(0, -1);
}
