import type { ExamItem, ExamParticipantItem } from '@oj/shared/db/items/exam';
import { examStatusAt, personalEnd } from '@oj/shared/domain/exam';
import type { ExamView } from '@oj/shared/schemas/exam';
import type { z } from 'zod';

/** An exam as the list and the info call serve it (the reference's timedWork entity, without its password). */
export function examView(e: ExamItem, now: Date): z.infer<typeof ExamView> {
  return {
    id: e.eid,
    title: e.title,
    description: e.description,
    startTime: e.startTime,
    endTime: e.endTime,
    duration: e.duration,
    auth: e.auth,
    visible: e.visible,
    status: examStatusAt(e, now),
    gid: e.gid,
    uid: e.uid,
    author: e.author,
    isGroup: e.gid !== null,
    logoUrl: e.logoUrl,
    gmtCreate: e.gmtCreate,
    gmtModified: e.gmtModified,
  };
}

/** The caller's start record as the exam page reads it: started, handed in (null while not) and the deadline. */
export function recordView(e: ExamItem, row: ExamParticipantItem | undefined) {
  return row?.startedAt ? { startTime: row.startedAt, endTime: row.handedInAt, deadline: personalEnd(e, row.startedAt).toISOString() } : null;
}

/** Extra files as JSON text (name to content), as problems serve theirs; null when there are none. */
export function extraFileText(files: Record<string, string>) {
  return Object.keys(files).length ? JSON.stringify(files) : null;
}
