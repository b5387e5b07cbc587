import { LIMITS } from '@oj/shared';
import { inflateZip, matchCaseFiles, TestcaseZipError } from '@oj/shared/domain/testcase-zip';
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

const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
const decoder = new TextDecoder('utf-8');
/** A text file's contents (UTF-8; a byte order mark is dropped). */
export function utf8(data: Uint8Array) {
  return decoder.decode(data);
}

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

  /** A JSON file's value, or a 400 naming the file. */
  json(path: string): unknown {
    try {
      return JSON.parse(this.text(path));
    } catch (err) {
      if (err instanceof SyntaxError) throw badRequest(`${path} is not valid JSON`);
      throw err;
    }
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
    return [...names].sort(naturalOrder);
  }
}

/** Unpacks an uploaded archive with the test case zip's checks (size, bomb, damage) and safe names; faults are 400s. */
export async function readArchive(bytes: Uint8Array): Promise<Archive> {
  try {
    const files = await inflateZip(bytes, safePath, { bytes: LIMITS.testcaseUnpackedMaxBytes, message: `The archive unpacks to more than ${LIMITS.testcaseUnpackedMaxBytes >> 20} MB` });
    if (!files.size) throw badRequest('The archive is empty');
    return new Archive(files);
  } catch (err) {
    throw err instanceof TestcaseZipError ? badRequest(err.message) : err;
  }
}

/** A JSON or YAML object (not an array). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** Joins archive path parts, skipping empty ones. */
export function joinPath(...parts: string[]) {
  return parts.filter(Boolean).join('/');
}

/**
 * `<name>.in` with `<name>.out` or `.ans` in a folder (not below it), in natural order; an input without an answer
 * is left out with a warning.
 */
export function casePairsIn(archive: Archive, folder: string, warnings: string[]): { input: string; output: string }[] {
  const prefix = folder ? `${folder}/` : '';
  const names = new Set(
    archive
      .under(folder)
      .map((p) => p.slice(prefix.length))
      .filter((n) => !n.includes('/')),
  );
  return matchCaseFiles(names).flatMap(({ input, output }) => {
    if (output) return [{ input: prefix + input, output: prefix + output }];
    warnings.push(`The input ${prefix + input} has no matching .out or .ans file and was left out`);
    return [];
  });
}
