import { LIMITS } from '@oj/shared';
import { inflateZip, TestcaseZipError } from '@oj/shared/domain/testcase-zip';
import { badRequest } from '../http/app-error.ts';

/**
 * An entry path kept as the archive names it, or refused: no absolute paths, drive letters, backslashes, control
 * characters or `..` segments (nothing may point outside the archive). Folders and macOS' resource forks are skipped.
 */
const safePath = (path: string): string | undefined => {
  if (path.endsWith('/') || path.startsWith('__MACOSX/') || path.split('/').pop() === '.DS_Store') return undefined;
  // eslint-disable-next-line no-control-regex
  if (/^\/|^[A-Za-z]:|\\|[\u0000-\u001f]/.test(path) || path.split('/').some((part) => part === '..' || part === '')) {
    throw new TestcaseZipError(`The archive holds an entry with an unsafe name: ${JSON.stringify(path.slice(0, 100))}`);
  }
  return path;
};

const decoder = new TextDecoder('utf-8');
/** A text file's contents (UTF-8; a byte order mark is dropped). */
export const utf8 = (data: Uint8Array) => decoder.decode(data);

/** The files of an unpacked archive by path, with the lookups the importers need. */
export class Archive {
  constructor(readonly files: ReadonlyMap<string, Uint8Array>) {}

  has(path: string) {
    return this.files.has(path);
  }

  bytes(path: string): Uint8Array {
    const data = this.files.get(path);
    if (!data) throw badRequest(`The archive has no file ${path}`);
    return data;
  }

  text(path: string): string {
    return utf8(this.bytes(path));
  }

  /** Paths of the files under a folder ('' for the whole archive), at any depth. */
  under(folder: string): string[] {
    const prefix = folder ? `${folder}/` : '';
    return [...this.files.keys()].filter((p) => p.startsWith(prefix));
  }

  /** The names of the folders directly under a folder. */
  folders(folder: string): string[] {
    const prefix = folder ? `${folder}/` : '';
    const names = new Set<string>();
    for (const p of this.under(folder)) {
      const rest = p.slice(prefix.length);
      if (rest.includes('/')) names.add(rest.slice(0, rest.indexOf('/')));
    }
    return [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  }
}

/** Unpacks an uploaded archive with the test case zip's checks (size, bomb, damage) and safe names; faults are 400s. */
export const readArchive = async (bytes: Uint8Array): Promise<Archive> => {
  try {
    const files = await inflateZip(bytes, safePath, { bytes: LIMITS.testcaseUnpackedMaxBytes, message: `The archive unpacks to more than ${LIMITS.testcaseUnpackedMaxBytes >> 20} MB` });
    if (!files.size) throw badRequest('The archive is empty');
    return new Archive(files);
  } catch (err) {
    throw err instanceof TestcaseZipError ? badRequest(err.message) : err;
  }
};

/** Joins archive path parts, skipping empty ones. */
export const joinPath = (...parts: string[]) => parts.filter(Boolean).join('/');

const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** `<name>.in` with `<name>.out` or `.ans` in a folder (not below it), in natural order. */
export const casePairsIn = (archive: Archive, folder: string): { input: string; output: string }[] => {
  const prefix = folder ? `${folder}/` : '';
  const names = new Set(archive.under(folder).map((p) => p.slice(prefix.length)).filter((n) => !n.includes('/')));
  return [...names]
    .filter((n) => /\.in$/i.test(n))
    .sort(naturalOrder)
    .flatMap((input) => {
      const stem = input.slice(0, -3);
      const output = [`${stem}.out`, `${stem}.ans`].find((n) => names.has(n));
      return output ? [{ input: prefix + input, output: prefix + output }] : [];
    });
};
