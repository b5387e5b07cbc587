import { LANGUAGES } from '@oj/shared';
import type { ProblemItem } from '@oj/shared/db/items/problem';

/** A demo problem: the stored item less what seeding fills in, plus its test files. */
export interface DemoProblem {
  problem: Omit<ProblemItem, 'gmtCreate' | 'gmtModified' | 'testDataVersion' | 'author'>;
  files: { input: string; output: string }[];
  tags: string[];
}

const common = {
  hint: '',
  stackLimit: 128,
  codeShare: true,
  isRemoveEndBlank: true,
  openCaseResult: true,
  isFileIO: false,
  ioReadFileName: null,
  ioWriteFileName: null,
  userExtraFile: {},
  judgeExtraFile: {},
  codeTemplates: {},
  tagIds: [],
  isRemote: false,
  remoteOj: null,
  gid: null,
  isGroup: false,
  applyPublicProgress: null,
  auth: 1,
  languages: LANGUAGES.map((l) => l.name),
  spjCode: null,
  spjLanguage: null,
  modifiedUser: null,
};

const aPlusB: DemoProblem = {
  tags: ['Beginner', 'Math'],
  problem: {
    ...common,
    pid: 1000,
    problemId: '1000',
    title: 'A+B Problem',
    description: 'Read two integers $a$ and $b$ and print their sum.',
    input: 'One line with two integers $a$ and $b$ ($|a|, |b| \\le 10^9$).',
    output: 'One line with $a + b$.',
    examples: [{ input: '1 2\n', output: '3\n', isOpen: true }],
    source: 'Demo',
    timeLimit: 1000,
    memoryLimit: 256,
    difficulty: 0,
    type: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    ioScore: 100,
    cases: [1, 2, 3, 4].map((index) => ({ index, score: 25, groupNum: null })),
  },
  files: [
    { input: '1 2\n', output: '3\n' },
    { input: '-5 5\n', output: '0\n' },
    { input: '1000000000 1000000000\n', output: '2000000000\n' },
    { input: '-1000000000 -999999999\n', output: '-1999999999\n' },
  ],
};

/** OI with two subtasks: the small one scores 40, the large one 60 (lowest case of a group counts). */
const sumOfSquares: DemoProblem = {
  tags: ['Math', 'Implementation'],
  problem: {
    ...common,
    pid: 1001,
    problemId: '1001',
    title: 'Sum of Squares',
    description: 'Given $n$, print $1^2 + 2^2 + \\dots + n^2$ modulo $10^9+7$.',
    input: 'One integer $n$. Subtask 1 (40 points): $n \\le 1000$. Subtask 2 (60 points): $n \\le 10^{18}$.',
    output: 'The sum modulo $1\\,000\\,000\\,007$.',
    examples: [{ input: '3\n', output: '14\n', isOpen: true }],
    source: 'Demo',
    timeLimit: 1000,
    memoryLimit: 256,
    difficulty: 1,
    type: 1,
    judgeMode: 'default',
    judgeCaseMode: 'subtask_lowest',
    ioScore: 100,
    // In the subtask modes every case of a group carries the group's score; the group earns its lowest case.
    cases: [
      { index: 1, score: 40, groupNum: 1 },
      { index: 2, score: 40, groupNum: 1 },
      { index: 3, score: 60, groupNum: 2 },
      { index: 4, score: 60, groupNum: 2 },
    ],
  },
  files: [
    { input: '3\n', output: '14\n' },
    { input: '1000\n', output: '333833500\n' },
    { input: '1000000000\n', output: '999999916\n' },
    { input: '1000000000000000000\n', output: '40425\n' },
  ],
};

/** Any answer within 1e-6 of the square root is right: a special judge decides. */
const SQRT_CHECKER = `#include <cmath>
#include <cstdio>
// Special judge: spj <input> <user output> <expected output>. Exit 0 accepted, 102 wrong answer.
int main(int argc, char** argv) {
    if (argc < 4) return 103;
    FILE* user = fopen(argv[2], "r");
    FILE* expected = fopen(argv[3], "r");
    if (!user || !expected) return 103;
    double want, got;
    if (fscanf(expected, "%lf", &want) != 1) return 103;
    if (fscanf(user, "%lf", &got) != 1) { fputs("wrong answer no number\\n", stderr); return 102; }
    if (std::fabs(want - got) > 1e-6 * std::fmax(1.0, std::fabs(want))) { fputs("wrong answer too far\\n", stderr); return 102; }
    fputs("ok\\n", stderr);
    return 0;
}
`;

const squareRoot: DemoProblem = {
  tags: ['Math'],
  problem: {
    ...common,
    pid: 1002,
    problemId: '1002',
    title: 'Square Root',
    description: 'Print the square root of $x$. Any answer within an absolute or relative error of $10^{-6}$ is accepted.',
    input: 'One integer $x$ ($0 \\le x \\le 10^{12}$).',
    output: 'One real number.',
    examples: [{ input: '2\n', output: '1.414213562\n', isOpen: true }],
    source: 'Demo',
    timeLimit: 1000,
    memoryLimit: 256,
    difficulty: 0,
    type: 0,
    judgeMode: 'spj',
    judgeCaseMode: 'default',
    ioScore: 100,
    spjCode: SQRT_CHECKER,
    spjLanguage: 'C++',
    cases: [1, 2, 3].map((index) => ({ index, score: 0, groupNum: null })),
  },
  files: [
    { input: '2\n', output: '1.41421356237\n' },
    { input: '0\n', output: '0\n' },
    { input: '1000000000000\n', output: '1000000\n' },
  ],
};

/**
 * Interactive: the interactor reads the secret from the test input, answers guesses with <, > or =, and
 * allows 30 guesses. Its stdin and stdout are the contestant's stdout and stdin.
 */
const GUESS_INTERACTOR = `#include <cstdio>
// Interactor: interactor <input> <output> <answer>. Exit 0 accepted, 102 wrong answer.
int main(int argc, char** argv) {
    if (argc < 2) return 103;
    FILE* in = fopen(argv[1], "r");
    long long secret;
    if (!in || fscanf(in, "%lld", &secret) != 1) return 103;
    for (int guesses = 1; guesses <= 30; guesses++) {
        long long g;
        if (scanf("%lld", &g) != 1) { fputs("wrong answer no guess\\n", stderr); return 102; }
        if (g == secret) { printf("=\\n"); fflush(stdout); fputs("ok\\n", stderr); return 0; }
        printf(g < secret ? "<\\n" : ">\\n");
        fflush(stdout);
    }
    fputs("wrong answer too many guesses\\n", stderr);
    return 102;
}
`;

const guessNumber: DemoProblem = {
  tags: ['Binary Search', 'Interactive'],
  problem: {
    ...common,
    pid: 1003,
    problemId: '1003',
    title: 'Guess the Number',
    description:
      'The judge thinks of an integer $x$ with $1 \\le x \\le 10^9$. Print a guess on its own line and flush; the judge answers `<` if your guess is smaller than $x$, `>` if it is larger, and `=` when you found it (then exit). You have 30 guesses.',
    input: 'Answers of the judge, one per line.',
    output: 'Your guesses, one per line; flush after each.',
    examples: [],
    source: 'Demo',
    timeLimit: 1000,
    memoryLimit: 256,
    difficulty: 1,
    type: 0,
    judgeMode: 'interactive',
    judgeCaseMode: 'default',
    ioScore: 100,
    spjCode: GUESS_INTERACTOR,
    spjLanguage: 'C++',
    cases: [1, 2, 3].map((index) => ({ index, score: 0, groupNum: null })),
  },
  files: [
    { input: '1\n', output: '' },
    { input: '777777777\n', output: '' },
    { input: '1000000000\n', output: '' },
  ],
};

export const DEMO_PROBLEMS: readonly DemoProblem[] = [aPlusB, sumOfSquares, squareRoot, guessNumber];
