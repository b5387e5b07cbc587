import { ContestType } from '@oj/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ContestClock } from '../../lib/contest-clock-view.tsx';
import { contestFocusPath, contestProblemPath } from '../../lib/contest-scope.ts';
import { FocusLayout } from '../../lib/focus-layout.tsx';
import { useSession } from '../../lib/session.ts';
import { contestProblemsQuery, myProblemStatusesQuery } from './api/contest-api.ts';
import { MyMark } from './components/my-mark.tsx';
import { tabPath } from './contest-rules.ts';
import { useContestView } from './use-contest-view.tsx';

/**
 * ContestFullProblemDetails (focus mode): the contest's problem page without the site's header and the contest's
 * tabs, with the contest's clock, its problems to switch between and the way back. The problem page is hosted with
 * the same scope as in the contest shell, less the way into focus mode.
 */
export function ContestFocusPage() {
  const params = useParams();
  const cid = Number(params.contestID);
  const current = params.problemID ?? '';
  const { user } = useSession();
  const { view, fallback } = useContestView(cid);
  const containsEnd = view?.containsEnd ?? false;
  const ready = !!view && !view.menuOff;
  const { data: rows = [] } = useQuery({ ...contestProblemsQuery(cid, containsEnd), enabled: ready });
  const { data: mine } = useQuery(myProblemStatusesQuery(cid, ready ? rows.map((r) => r.pid) : [], containsEnd, user?.uid ?? null));
  if (!view) return fallback;
  if (view.menuOff) return <Navigate to={tabPath(cid, 'overview')} replace />;
  const oi = view.info.type === ContestType.OI;
  return (
    <>
      <FocusLayout
        scope={{ ...view.context, focusPath: undefined }}
        title={view.info.title}
        clock={<ContestClock info={view.info} now={view.now} inline />}
        problems={rows.map((r) => ({ id: r.displayId, title: r.displayTitle, mark: <MyMark mine={mine?.[r.pid]} oi={oi} /> }))}
        current={current}
        problemPath={(id) => contestFocusPath(cid, id)}
        exitPath={contestProblemPath(cid, current)}
      />
      {view.passwordPrompt}
    </>
  );
}
