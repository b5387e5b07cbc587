import type { Submission } from '@oj/shared';

/** ann's C++ submission to the imported Codeforces problem CF-1A, in `status`, as the web tests of remote judging use it. */
export function remoteSubmission(submitId: number, status: number, over: Partial<Submission> = {}): Submission {
  return {
    submitId,
    uid: 'uid-ann',
    username: 'ann',
    pid: 1000,
    displayPid: 'CF-1A',
    displayId: 'CF-1A',
    title: 'Theatre Square',
    cid: 0,
    gid: null,
    status,
    score: null,
    oiRankScore: null,
    judger: null,
    isManual: false,
    time: null,
    memory: null,
    length: 10,
    language: 'C++',
    submitTime: '2026-11-01T08:00:00Z',
    errorMessage: null,
    share: false,
    ...over,
  };
}
