/** The archive formats an admin can import (the API's import calls), each with the file type it takes. */
export const IMPORT_FORMATS = [
  { id: 'hoj', path: '/api/file/import-problem', ext: '.zip' },
  { id: 'fps', path: '/api/file/import-fps-problem', ext: '.xml' },
  { id: 'qduoj', path: '/api/file/import-qdoj-problem', ext: '.zip' },
  { id: 'hydro', path: '/api/file/import-hydro-problem', ext: '.zip' },
  { id: 'polygon', path: '/api/file/import-polygon-problem', ext: '.zip' },
] as const;

export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export type ImportFormatId = ImportFormat['id'];

export const importFormat = (id: ImportFormatId): ImportFormat => IMPORT_FORMATS.find((f) => f.id === id)!;

/** Whether a file's name has the format's extension (in any case). */
export const fitsFormat = (format: ImportFormat, fileName: string) => fileName.toLowerCase().endsWith(format.ext);
