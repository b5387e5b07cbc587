import { useParams } from 'react-router';
import { useContestScope } from '../../lib/contest-scope.ts';
import { CommentArea } from './components/comment-area.tsx';

/**
 * The comment area as a route: a child of the discussion detail (discussionID) or the contest shell's Q&A tab
 * (contestID, with the shell's contest for the contest's rules).
 */
export function CommentsPage() {
  const { discussionID, contestID } = useParams();
  const scope = useContestScope();
  if (contestID !== undefined) {
    if (!scope) throw new Error('The contest Q&A is a contest tab: the contest shell hosts it');
    return <CommentArea key={scope.cid} source={{ did: null, cid: scope.cid }} contest={{ admin: scope.admin, author: scope.info.author }} />;
  }
  const did = Number(discussionID);
  return <CommentArea key={did} source={{ did, cid: null }} contest={null} />;
}
