import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../lib/site-config.ts';
import { innermost, type RouteHandle } from './route-handle.ts';

/** "route title - site short name". */
export const usePageTitle = (handles: RouteHandle[]) => {
  const { t } = useTranslation();
  const shortName = useWebsiteConfig()?.shortName;
  const title = innermost(handles, 'title');
  useEffect(() => {
    // A feature's own namespace may hold its titles: `contest:route.list`.
    const page = title ? t((title.includes(':') ? title : `route.${title}`) as never) : '';
    document.title = [page, shortName].filter(Boolean).join(' - ');
  }, [t, title, shortName]);
};
