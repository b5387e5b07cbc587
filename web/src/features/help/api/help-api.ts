import type { Language } from '@oj/shared';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getLanguages = () => http.get<Language[]>('/api/languages', { all: true });

/** The language list changes only when an admin edits it: read once per visit. */
export const languagesQuery = queryOptions({ queryKey: ['languages', 'all'], queryFn: getLanguages, staleTime: Infinity });
