import type { Exam, ExamDetail } from '../features/exam/api/exam-api.ts';

export const HOUR = 3_600_000;
const iso = (offset: number, now: number) => new Date(now + offset).toISOString();

/** The exam of the web tests as the exam list serves it: public exam 3 "Midterm" by `coach`, running from an hour before `now` for six hours, two hours to write. */
export function examRow(over: Partial<Exam> = {}, now = Date.now()): Exam {
  return {
    id: 3,
    title: 'Midterm',
    description: '**Read carefully**',
    startTime: iso(-HOUR, now),
    endTime: iso(5 * HOUR, now),
    duration: 7200,
    auth: 0,
    visible: true,
    status: 0,
    gid: null,
    uid: 'uid-coach',
    author: 'coach',
    isGroup: false,
    logoUrl: null,
    gmtCreate: '',
    gmtModified: '',
    ...over,
  };
}

/** The same exam as get-timed-work-info serves it to a viewer who has not started it. */
export function examDetail(over: Partial<ExamDetail> = {}, now = Date.now()): ExamDetail {
  return { ...examRow({}, now), userStatus: 0, record: null, access: false, extraFile: null, ...over };
}
