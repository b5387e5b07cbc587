import type { z } from 'zod';
import type { ProblemView, Tag } from '@oj/shared';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import { formatExamples, formatExtraFiles } from '@oj/shared/domain/examples';
import type { allTags } from '../../data/problems.ts';

type Tags = Awaited<ReturnType<typeof allTags>>;

/** The statement and settings a solver may see: never the special judge code, test cases or judge-only files. */
export function toProblemView(p: ProblemItem): z.infer<typeof ProblemView> {
  return {
    id: p.pid,
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: formatExamples(p.examples.filter((e) => e.isOpen)),
    hint: p.hint,
    source: p.source,
    author: p.author,
    difficulty: p.difficulty,
    type: p.type,
    ioScore: p.ioScore,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    judgeMode: p.judgeMode,
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName,
    ioWriteFileName: p.ioWriteFileName,
    isRemote: p.isRemote,
    gid: p.gid,
    auth: p.auth,
    codeShare: p.codeShare,
    openCaseResult: p.openCaseResult,
    userExtraFile: formatExtraFiles(p.userExtraFile),
    gmtModified: p.gmtModified,
  };
}

/** A tag on the wire: the stored classification goes out as the reference's `tcid`. */
export function tagView(t: Tags[number]): z.infer<typeof Tag> {
  return { id: t.id, name: t.name, color: t.color, oj: t.oj, gid: t.gid, tcid: t.classificationId };
}

/** The tags of the given ids that still exist, in the problem's order. */
export function tagsOf(ids: readonly number[], tags: Tags): z.infer<typeof Tag>[] {
  return ids.flatMap((id) => {
    const t = tags.find((tag) => tag.id === id);
    return t ? [tagView(t)] : [];
  });
}
