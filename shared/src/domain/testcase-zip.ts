import { Unzip, zipSync, type UnzipFile } from 'fflate';
import { LIMITS } from '../limits.ts';
import { ZlibUnzipInflate } from '../zlib-unzip-inflate.ts';

/** A zip that cannot give test cases; the message is for whoever uploaded it. */
export class TestcaseZipError extends Error {
  override name = 'TestcaseZipError';
}
const badRequest = (message: string) => new TestcaseZipError(message);

export interface CasePair {
  input: string;
  output: string;
}

const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const isCaseFile = (path: string) => {
  const name = baseName(path);
  return !!name && !name.startsWith('.') && !path.startsWith('__MACOSX/') && /\.(in|out|ans)$/i.test(name);
};

/** Compressed bytes handed to the decoders between two turns of the event loop. */
const CHUNK_BYTES = 64 * 1024;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const concat = (chunks: readonly Uint8Array[], size: number): Uint8Array => {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

/** Whether the zip ends with its end-of-central-directory record (streaming reads never reach it otherwise). */
const hasEnd = (zip: Uint8Array): boolean => {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) return true;
  }
  return false;
};

/** Entries a zip may hold at most, whatever they are (a zip of millions of empty files is refused at once). */
const MAX_ENTRIES = 20_000;

/**
 * Inflates the entries of a zip that `select` keeps, under the name it gives them (undefined skips an entry; a
 * TestcaseZipError thrown by it refuses the archive), counting what really comes out: headers can lie about sizes.
 * Refused past `limit.bytes` unpacked (with `limit.message`), when two kept entries get one name, or when the archive is not a sound zip.
 * Inflating runs on the thread pool (ZlibUnzipInflate) and stops at the first fault.
 */
export async function inflateZip(zip: Uint8Array, select: (path: string) => string | undefined, limit: { bytes: number; message: string }): Promise<Map<string, Uint8Array>> {
  if (!hasEnd(zip)) throw badRequest('The file is not a readable zip archive');
  const started = new Set<string>();
  const files = new Map<string, Uint8Array>();
  /** Entries still inflating; all of them are stopped at the first fault. */
  const inflating = new Set<UnzipFile>();
  let entries = 0;
  let declaredTotal = 0;
  let total = 0;
  let failure: Error | undefined;
  let pushed = false;
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const checkSettled = () => {
    if (failure || (pushed && !inflating.size)) settle();
  };
  const fail = (err: Error) => {
    failure ??= err;
    for (const file of inflating) file.terminate();
    inflating.clear();
    checkSettled();
  };
  const tooLarge = () => badRequest(limit.message);
  const unzip = new Unzip((file) => {
    if (failure) return;
    if (++entries > MAX_ENTRIES) return fail(badRequest(`The archive holds more than ${MAX_ENTRIES} entries`));
    let name: string | undefined;
    try {
      name = select(file.name);
    } catch (err) {
      return fail(err as Error);
    }
    if (name === undefined) return;
    // what the headers declare is refused before inflating; what really comes out is counted below
    declaredTotal += file.originalSize ?? 0;
    if (declaredTotal > limit.bytes) return fail(tooLarge());
    if (started.has(name)) return fail(badRequest(`The zip holds two files named ${name}`));
    started.add(name);
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (err, data, final) => {
      if (failure) return;
      if (err) return fail(badRequest('The file is not a readable zip archive'));
      size += data.length;
      total += data.length;
      chunks.push(data);
      if (total > limit.bytes) return fail(tooLarge());
      const declared = file.originalSize;
      if (declared !== undefined && (size > declared || (final && size !== declared))) {
        return fail(badRequest(`${name} unpacks to ${size} bytes but the zip says ${declared}: the archive is damaged or was altered`));
      }
      if (final) {
        files.set(name, concat(chunks, size));
        inflating.delete(file);
        checkSettled();
      }
    };
    inflating.add(file);
    try {
      file.start();
    } catch {
      fail(badRequest(`${name} is compressed with a method other than deflate; zip it again with a standard tool`));
    }
  });
  unzip.register(ZlibUnzipInflate);
  try {
    for (let at = 0; at < zip.length && !failure; at += CHUNK_BYTES) {
      unzip.push(zip.subarray(at, at + CHUNK_BYTES), at + CHUNK_BYTES >= zip.length);
      await nextTurn();
    }
  } catch {
    fail(badRequest('The file is not a readable zip archive'));
  }
  pushed = true;
  checkSettled();
  await settled;
  if (failure) throw failure;
  return files;
}

/** The `.in` files among `names` in natural order (2 before 10), each with its `.out` (else `.ans`) file if it has one. */
export function matchCaseFiles(names: ReadonlySet<string>): { input: string; output: string | undefined }[] {
  return [...names]
    .filter((n) => /\.in$/i.test(n))
    .sort(naturalOrder)
    .map((input) => {
      const stem = input.slice(0, -3);
      return { input, output: [`${stem}.out`, `${stem}.ans`].find((n) => names.has(n)) };
    });
}

/** A case file's base name (the folders it sits in do not count), checked; other entries are skipped. */
const caseFileName = (path: string): string | undefined => {
  if (!isCaseFile(path)) return undefined;
  const name = baseName(path);
  if (!/^[\w.-]{1,64}$/.test(name)) throw badRequest(`Test case file names may use letters, digits, dots, dashes and underscores: ${name}`);
  return name;
};

/**
 * Unpacks a test case zip: `<name>.in` with `<name>.out` (or `.ans`), at any depth, in natural order
 * (2 before 10). Only base names are kept, so no entry can escape its folder; hidden and system entries are
 * skipped. Sizes are counted while inflating (refused past the unpacked limit, or when they differ from
 * the headers'), on the thread pool, so the event loop keeps serving other requests.
 */
export async function unpackTestcaseZip(zip: Uint8Array): Promise<{ files: { name: string; data: Uint8Array }[]; pairs: CasePair[] }> {
  const files = await inflateZip(zip, caseFileName, { bytes: LIMITS.testcaseUnpackedMaxBytes, message: `The test cases unpack to more than ${LIMITS.testcaseUnpackedMaxBytes >> 20} MB` });
  const pairs = matchCaseFiles(new Set(files.keys())).map(({ input, output }): CasePair => {
    if (!output) throw badRequest(`${input} has no matching .out or .ans file`);
    return { input, output };
  });
  if (!pairs.length) throw badRequest('The zip holds no test cases (pairs of .in and .out files)');
  return { files: [...files].map(([name, data]) => ({ name, data })), pairs };
}

/** A zip of a version's cases as `<n>.in` and `<n>.out`. */
export function packTestcases(cases: readonly { input: Uint8Array; output: Uint8Array }[]): Uint8Array {
  return zipSync(
    Object.fromEntries(
      cases.flatMap((c, i) => [
        [`${i + 1}.in`, c.input],
        [`${i + 1}.out`, c.output],
      ]),
    ),
  );
}
