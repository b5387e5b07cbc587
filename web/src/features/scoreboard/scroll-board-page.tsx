import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../lib/http.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { scrollBoardQuery } from './api/scoreboard-api.ts';
import { ScrollBoard } from './components/scroll-board.tsx';
import classes from './components/scroll-board.module.css';
import { parseScrollBoardUrl } from './scroll-board-url.ts';

/** A message in place of the board, with a way on: the home page by default, or the given link. */
function Message({ text, home = true, link }: { text: string; home?: boolean; link?: { to: string; label: string } }) {
  const { t } = useTranslation('scoreboard');
  const to = link ?? (home ? { to: '/home', label: t('scroll.backHome') } : null);
  return (
    <div className={classes.page}>
      <div className={classes.message} data-testid="scroll-message">
        <p>{text}</p>
        {to && (
          <Link to={to.to} style={{ color: '#8ab4f8' }}>
            {to.label}
          </Link>
        )}
      </div>
    </div>
  );
}

/** /scrollBoard, opened in its own window from the contest's scroll board settings: the whole screen is the board. */
export function ScrollBoardPage() {
  const { t } = useTranslation('scoreboard');
  const { search } = useLocation();
  const params = useMemo(() => parseScrollBoardUrl(search), [search]);
  const valid = 'cid' in params;
  const query = useQuery({ ...scrollBoardQuery(valid ? params.cid : 0, valid && params.removeStar), enabled: valid });
  useEffect(() => {
    document.title = t('scroll.title');
  }, [t]);

  if (!valid) return <Message text={t('scroll.noCid')} />;
  if (query.isError) return <Message text={query.error instanceof ApiError ? query.error.msg : translateMessage('Server_error_please_refresh_again')} />;
  if (!query.data) return <Message text={t('loading')} home={false} />;
  const { info, submissions } = query.data;
  // never sealed: nothing to reveal, the final board is the contest's rank
  if (!info.sealRankTime) return <Message text={t('scroll.notSealed')} link={{ to: `/contest/${info.id}/rank`, label: t('scroll.finalBoard') }} />;
  return <ScrollBoard info={{ ...info, sealRankTime: info.sealRankTime }} submissions={submissions} medals={params.medals} />;
}
