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

function Message({ text, home = true }: { text: string; home?: boolean }) {
  const { t } = useTranslation('scoreboard');
  return (
    <div className={classes.page}>
      <div className={classes.message} data-testid="scroll-message">
        <p>{text}</p>
        {home && (
          <Link to="/home" style={{ color: '#8ab4f8' }}>
            {t('scroll.backHome')}
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
  if (!info.sealRankTime) return <Message text={t('scroll.notSealed')} />;
  return <ScrollBoard info={{ ...info, sealRankTime: info.sealRankTime }} submissions={submissions} medals={params.medals} />;
}
