import { unzipSync, zipSync } from 'fflate';
import { LIMITS } from '@oj/shared';
import { badRequest } from '../../http/app-error.ts';

export interface CasePair {
  input: string;
  output: string;
}

const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Unpacks a test case zip: `<name>.in` with `<name>.out` (or `.ans`), at any depth, in natural order
 * (2 before 10). Only base names are kept, so no entry can escape its folder; hidden and system entries are
 * skipped. The declared sizes are checked before anything is inflated, so a zip bomb is refused unread.
 */
export const unpackTestcaseZip = (zip: Uint8Array): { files: { name: string; data: Uint8Array }[]; pairs: CasePair[] } => {
  let declared = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (f) => {
        const name = baseName(f.name);
        if (!name || name.startsWith('.') || f.name.startsWith('__MACOSX/') || !/\.(in|out|ans)$/i.test(name)) return false;
        declared += f.originalSize;
        if (declared > LIMITS.testcaseUnpackedMaxBytes) throw badRequest(`The test cases unpack to more than ${LIMITS.testcaseUnpackedMaxBytes >> 20} MB`);
        return true;
      },
    });
  } catch (err) {
    if (err instanceof Error && err.name === 'AppError') throw err;
    throw badRequest('The file is not a readable zip archive');
  }
  const files = new Map<string, Uint8Array>();
  for (const [path, data] of Object.entries(entries)) {
    const name = baseName(path);
    if (!/^[\w.-]{1,64}$/.test(name)) throw badRequest(`Test case file names may use letters, digits, dots, dashes and underscores: ${name}`);
    if (files.has(name)) throw badRequest(`The zip holds two files named ${name}`);
    files.set(name, data);
  }
  const pairs: CasePair[] = [];
  for (const input of [...files.keys()].filter((n) => /\.in$/i.test(n)).sort(naturalOrder)) {
    const stem = input.slice(0, -3);
    const output = [`${stem}.out`, `${stem}.ans`].find((n) => files.has(n));
    if (!output) throw badRequest(`${input} has no matching .out or .ans file`);
    pairs.push({ input, output });
  }
  if (!pairs.length) throw badRequest('The zip holds no test cases (pairs of .in and .out files)');
  return { files: [...files].map(([name, data]) => ({ name, data })), pairs };
};

/** A zip of a version's cases as `<n>.in` and `<n>.out`. */
export const packTestcases = (cases: readonly { input: Uint8Array; output: Uint8Array }[]): Uint8Array =>
  zipSync(Object.fromEntries(cases.flatMap((c, i) => [[`${i + 1}.in`, c.input], [`${i + 1}.out`, c.output]])));
