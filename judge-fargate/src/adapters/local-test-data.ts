import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestData } from '../ports.ts';

/**
 * Test data already on local disk as `<root>/<problemId>/` (local development and tests; the S3 adapter
 * fills a directory like it per data version). The root must be readable by the judge only.
 */
export class LocalTestData implements TestData {
  constructor(private readonly root: string) {}

  async fetch(problemId: string): Promise<string> {
    if (!/^[\w-]+$/.test(problemId)) throw new Error(`bad problem id ${problemId}`);
    const dir = join(this.root, problemId);
    if (!existsSync(dir)) throw new Error(`no test data for problem ${problemId} in ${this.root}`);
    return dir;
  }
}
