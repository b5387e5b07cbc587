import { useOutletContext } from 'react-router';
import type { ContestScope } from '../../lib/problem-set-scope.ts';

/** What the contest shell hands its own tabs: the scope other features read, plus the viewer's standing. */
export interface ContestShellContext extends ContestScope {
  /** Registered (or a public contest's submitter). */
  access: boolean;
  realTime: boolean;
}

export function useContestShell() {
  return useOutletContext<ContestShellContext>();
}
