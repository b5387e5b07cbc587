import type { WebsiteConfig } from '@oj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http.ts';

/** The website config is read by the shell, the guards and several features, so it lives here. */
export const getWebsiteConfig = () => http.get<WebsiteConfig>('/api/get-website-config');

export const websiteConfigQuery = queryOptions({
  queryKey: ['website-config'],
  queryFn: getWebsiteConfig,
  staleTime: 5 * 60_000,
});

export const useWebsiteConfig = () => useQuery(websiteConfigQuery).data;

export type SiteFlag = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';
