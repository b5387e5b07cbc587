import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { homeCalls } from '@oj/shared/api/home';

/** The website config is read by the shell, the guards and several features, so it lives here. */
export function getWebsiteConfig() {
  return api.call(homeCalls.getWebConfig);
}

export const websiteConfigQuery = queryOptions({
  queryKey: ['website-config'],
  queryFn: getWebsiteConfig,
  staleTime: 5 * 60_000,
});

export function useWebsiteConfig() {
  return useQuery(websiteConfigQuery).data;
}

export type SiteFlag = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';
