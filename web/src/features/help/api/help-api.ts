import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { homeCalls } from '@oj/shared/api/home';

export function getLanguages() {
  return api.call(homeCalls.getLanguages, { query: { all: true } });
}

/** The language list changes only when an admin edits it: read once per visit. */
export const languagesQuery = queryOptions({ queryKey: ['languages', 'all'], queryFn: getLanguages, staleTime: Infinity });
