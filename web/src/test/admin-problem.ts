import type { AdminProblemRow, AdminProblemView } from '@oj/shared/schemas/admin-problem-view';

/** The back office's view of `row`'s problem in the web tests: one-letter statements, 1 s and 256 MB, C only, no cases. */
export function adminProblemView(row: AdminProblemRow, over: Partial<AdminProblemView> = {}): AdminProblemView {
  return {
    ...row,
    description: 'd',
    input: 'i',
    output: 'o',
    examples: '',
    hint: '',
    source: '',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    codeShare: true,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    spjCode: null,
    spjLanguage: null,
    isRemoveEndBlank: true,
    openCaseResult: true,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: null,
    judgeExtraFile: null,
    languages: ['C'],
    codeTemplates: {},
    ioScore: 100,
    testDataVersion: 'v1',
    cases: [],
    ...over,
  } as unknown as AdminProblemView;
}
