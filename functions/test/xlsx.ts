import { strFromU8, unzipSync } from 'fflate';

const unescape = (text: string) => text.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);

/**
 * The first sheet of an .xlsx file as rows of cell texts, read from the package's XML (shared strings and
 * inline strings); enough for tests of spreadsheets this project writes.
 */
export function readFirstSheet(file: Uint8Array): string[][] {
  const parts = unzipSync(file);
  const xml = (name: string) => (parts[name] ? strFromU8(parts[name]) : '');
  const shared = [...xml('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => unescape([...m[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')));
  const sheet = xml('xl/worksheets/sheet1.xml');
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1]!.matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
      const attributes = cell[1] ?? '';
      const body = cell[2] ?? '';
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '';
      if (/t="s"/.test(attributes)) return shared[Number(value)] ?? '';
      if (/t="inlineStr"/.test(attributes)) return unescape(/<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1] ?? '');
      return unescape(value);
    }),
  );
}
