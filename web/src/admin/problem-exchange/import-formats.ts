import { problemExchangeCalls } from '@oj/shared/api/problem-exchange';

/** The archive formats an admin can import (the API's import calls), each with the file type it takes. */
export const IMPORT_FORMATS = [
  { id: 'hoj', call: problemExchangeCalls.importProblem, ext: '.zip' },
  { id: 'fps', call: problemExchangeCalls.importFPSProblem, ext: '.xml' },
  { id: 'qduoj', call: problemExchangeCalls.importQDOJProblem, ext: '.zip' },
  { id: 'hydro', call: problemExchangeCalls.importHydroProblem, ext: '.zip' },
  { id: 'polygon', call: problemExchangeCalls.addImportPolygonProblem, ext: '.zip' },
] as const;

export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export type ImportFormatId = ImportFormat['id'];

export function importFormat(id: ImportFormatId): ImportFormat {
  return IMPORT_FORMATS.find((f) => f.id === id)!;
}

/** Whether a file's name has the format's extension (in any case). */
export function fitsFormat(format: ImportFormat, fileName: string) {
  return fileName.toLowerCase().endsWith(format.ext);
}
