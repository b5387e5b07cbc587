import type { ProblemDetail } from '@oj/shared';
import type { z } from 'zod';

type Detail = z.infer<typeof ProblemDetail>;

/**
 * The get-problem-detail reply of the web tests (also the contest's and exam's problem detail): public problem 1000
 * "A+B" in C++ with a template, no submissions yet. `problem` changes the problem's fields, `over` the reply's.
 */
export function problemDetail(problem: Partial<Detail['problem']> = {}, over: Partial<Omit<Detail, 'problem'>> = {}): Detail {
  const view: Detail['problem'] = {
    id: 1000,
    problemId: '1000',
    title: 'A+B',
    description: 'Add.',
    input: '',
    output: '',
    examples: '',
    hint: '',
    source: '',
    author: '',
    difficulty: 0,
    type: 0,
    ioScore: 100,
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    judgeMode: 'default',
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    isRemote: false,
    gid: null,
    auth: 1,
    codeShare: false,
    openCaseResult: false,
    userExtraFile: null,
    gmtModified: new Date().toISOString(),
    ...problem,
  };
  return {
    problem: view,
    tags: [],
    languages: ['C++'],
    problemCount: { pid: view.id, total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 },
    codeTemplate: { 'C++': 'int main(){}' },
    myStatus: null,
    ...over,
  };
}
