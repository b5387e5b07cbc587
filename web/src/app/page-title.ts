import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../lib/site-config.ts';
import { innermost, type RouteHandle } from './route-handle.ts';

/** The locale key of a route title: under `route.` in `common`, or in a feature's own namespace as written (`contest:route.list`). */
export function titleKey(title: string) {
  return title.includes(':') ? title : `route.${title}`;
}

/** "route title - site short name". */
export function usePageTitle(handles: RouteHandle[]) {
  const { t } = useTranslation();
  const shortName = useWebsiteConfig()?.shortName;
  const title = innermost(handles, 'title');
  useEffect(() => {
    const page = title ? t(titleKey(title) as never) : '';
    document.title = [page, shortName].filter(Boolean).join(' - ');
  }, [t, title, shortName]);
}
