import type { AdminExam } from '../offices/exam/api/admin-exam-api.ts';

/** The back-office exam of the web tests: a private two-hour exam made by `coach`, visible, not started. */
export function adminExam(over: Partial<AdminExam> = {}): AdminExam {
  return {
    id: 5,
    title: 'Midterm',
    description: 'Two **hours**',
    startTime: '2026-11-02T08:00:00.000Z',
    endTime: '2026-11-02T12:00:00.000Z',
    duration: 7200,
    auth: 1,
    visible: true,
    status: -1,
    gid: null,
    uid: 'uid-coach',
    author: 'coach',
    isGroup: false,
    logoUrl: null,
    gmtCreate: '2026-11-01T08:00:00.000Z',
    gmtModified: '2026-11-01T08:00:00.000Z',
    ...over,
  };
}
