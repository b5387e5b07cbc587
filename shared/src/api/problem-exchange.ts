import type { ExportQuery, ImportQuery, ImportResult, RemoteImportResult, RemoteProblemQuery } from '../schemas/problem-exchange.ts';
import { type QueryOf, get, post } from './call.ts';

/** The problem-exchange group's calls (functions/src/groups/problem-exchange). */
export const problemExchangeCalls = {
  importProblem: post<{ query: QueryOf<typeof ImportQuery>; body: FormData | undefined; reply: ImportResult }>('/api/file/import-problem'),
  importFPSProblem: post<{ query: QueryOf<typeof ImportQuery>; body: FormData | undefined; reply: ImportResult }>('/api/file/import-fps-problem'),
  importQDOJProblem: post<{ query: QueryOf<typeof ImportQuery>; body: FormData | undefined; reply: ImportResult }>('/api/file/import-qdoj-problem'),
  importHydroProblem: post<{ query: QueryOf<typeof ImportQuery>; body: FormData | undefined; reply: ImportResult }>('/api/file/import-hydro-problem'),
  addImportPolygonProblem: post<{ query: QueryOf<typeof ImportQuery>; body: FormData | undefined; reply: ImportResult }>('/api/file/import-polygon-problem'),
  exportProblem: get<{ query: QueryOf<typeof ExportQuery>; reply: Blob }>('/api/file/export-problem'),
  importRemoteOJProblem: get<{ query: QueryOf<typeof RemoteProblemQuery>; reply: RemoteImportResult }>('/api/admin/problem/import-remote-oj-problem'),
};
