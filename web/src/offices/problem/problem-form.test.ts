// @vitest-environment node
import { ProblemType } from '@oj/shared/enums';
import { AdminProblemBody } from '@oj/shared/schemas/admin-problem';
import { describe, expect, test } from 'vitest';
import type { ProblemForEdit } from './api/admin-problem-api.ts';
import { addTag, checkProblemForm, formFromProblem, newCase, newExtraFile, newProblemForm, problemBody, spjKey, splitHundred, withType, withUpload, type ProblemForm } from './problem-form.ts';

/** A form that passes every rule: one typed case, two languages, an enabled template for one. */
const valid = (over: Partial<ProblemForm> = {}): ProblemForm => ({
  ...newProblemForm(),
  problemId: 'P1',
  title: 'A plus B',
  input: 'Two numbers',
  output: 'Their sum',
  languages: ['C', 'C++'],
  templates: { 'C++': { code: 'int main() {}', enabled: true }, Java: { code: 'class Main {}', enabled: true } },
  isUploadTestCase: false,
  samples: [{ ...newCase(), input: '1 2', output: '3' }],
  ...over,
});
const messages = (f: ProblemForm) => Object.fromEntries(Object.entries(checkProblemForm(f)).map(([field, e]) => [field, e.row ? `${e.row}: ${e.message}` : e.message]));

describe('the problem form rules (spec 002 section 5), at their fields', () => {
  test('a complete form passes, and its body is what the API parses', () => {
    const form = valid();
    expect(checkProblemForm(form)).toEqual({});
    const parsed = AdminProblemBody.parse(problemBody(form));
    // only the chosen languages' switched-on templates go
    expect(parsed.codeTemplates).toEqual([{ language: 'C++', code: 'int main() {}', status: true }]);
    expect(parsed.problem).toMatchObject({ spjCode: null, spjLanguage: null, ioReadFileName: null, ioWriteFileName: null, userExtraFile: {}, judgeExtraFile: {} });
    expect(parsed.samples).toEqual([{ input: '1 2', output: '3', score: 0, groupNum: null }]);
  });

  test('required fields, limits, languages and an empty template, each at its own field with the API’s wording', () => {
    const form = valid({ problemId: ' ', title: '', input: '', output: ' ', timeLimit: 50, memoryLimit: '', languages: [] });
    expect(messages(form)).toEqual({
      problemId: 'The problem id is required',
      title: 'The title is required',
      input: 'The input description is required',
      output: 'The output description is required',
      timeLimit: 'The time limit (ms) must be at least 100',
      memoryLimit: 'The memory limit (MB) must be at least 16',
      languages: 'Choose at least one language',
    });
    expect(messages(valid({ templates: { C: { code: '  ', enabled: true } } }))).toEqual({ templates: 'The C template is empty' });
  });

  test('a remote problem needs no test cases and sends none, judged by the default judge without file IO', () => {
    expect(messages(valid({ isUploadTestCase: true, samples: [] }))).toEqual({ cases: 'Upload the test cases first' });
    const remote = valid({ remoteOj: 'CF', isUploadTestCase: false, samples: [], judgeMode: 'spj', isFileIO: true });
    expect(checkProblemForm(remote)).toEqual({});
    const parsed = AdminProblemBody.parse(problemBody(remote));
    expect(parsed).toMatchObject({ isUploadTestCase: true, samples: [], fileList: [], problem: { judgeMode: 'default', isFileIO: false, spjCode: null } });
  });

  test('file IO needs both names; extra files need distinct names', () => {
    expect(messages(valid({ isFileIO: true, ioReadFileName: 'in.txt' }))).toEqual({ fileIO: 'File IO needs both file names' });
    expect(checkProblemForm(valid({ isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: 'out.txt' }))).toEqual({});
    const file = (name: string) => ({ ...newExtraFile(), name, content: 'x' });
    expect(messages(valid({ userExtraFile: [file('a.h'), file('a.h')], judgeExtraFile: [file('')] }))).toEqual({
      userExtraFile: 'Two extra files have the same name',
      judgeExtraFile: 'Each extra file needs a name',
    });
    // the API refuses a name of dots (it would break every submission) with its record's message
    expect(messages(valid({ judgeExtraFile: [file('..')] }))).toEqual({ judgeExtraFile: 'Extra files must map file names to their text' });
  });

  test('a special judge needs its code, a judge language and a compile of exactly that code', () => {
    expect(messages(valid({ judgeMode: 'spj' }))).toEqual({ spj: 'The special judge or interactor code is required' });
    const code = valid({ judgeMode: 'spj', spjLanguage: 'C', spjCode: 'int main() { return 0; }' });
    expect(messages(code)).toEqual({ spj: 'Compile the special judge or interactor code before saving' });
    const compiled = { ...code, compiled: spjKey(code) };
    expect(checkProblemForm(compiled)).toEqual({});
    // an edit after the compile needs another
    expect(messages({ ...compiled, spjCode: 'int main() { return 1; }' })).toEqual({ spj: 'Compile the special judge or interactor code before saving' });
    expect(messages({ ...compiled, spjLanguage: 'Java', compiled: spjKey({ spjLanguage: 'Java', spjCode: compiled.spjCode }) })).toEqual({
      spj: 'Choose a language for the special judge or interactor',
    });
    // back to the default mode: no judge code is sent
    expect(AdminProblemBody.parse(problemBody({ ...code, judgeMode: 'default' })).problem.spjCode).toBeNull();
  });

  test('cases: OI scores are whole numbers of at least 0, a non-default case mode needs every group number, uploads come first', () => {
    const oi = withType(
      valid({
        samples: [
          { ...newCase(), input: '1', output: '1' },
          { ...newCase(), input: '2', output: '2' },
        ],
      }),
      ProblemType.OI,
    );
    expect(oi.samples.map((s) => s.score)).toEqual([50, 50]);
    expect(messages({ ...oi, samples: [oi.samples[0]!, { ...oi.samples[1]!, score: '' }] })).toEqual({ cases: '2: The score must be a non-negative whole number' });
    expect(messages({ ...oi, samples: [oi.samples[0]!, { ...oi.samples[1]!, score: -5 }] })).toEqual({ cases: '2: The score must be a non-negative whole number' });
    const subtask = { ...oi, judgeCaseMode: 'subtask_lowest' as const, samples: [{ ...oi.samples[0]!, groupNum: 1 }, oi.samples[1]!] };
    expect(messages(subtask)).toEqual({ cases: 'Each test case needs a group number in this case mode' });
    expect(
      checkProblemForm({
        ...subtask,
        samples: [
          { ...oi.samples[0]!, groupNum: 1 },
          { ...oi.samples[1]!, groupNum: 1 },
        ],
      }),
    ).toEqual({});
    expect(messages(valid({ samples: [] }))).toEqual({ cases: 'Add at least one test case' });
    expect(messages(valid({ samples: [newCase()] }))).toEqual({ cases: 'Each test case needs an input or an output' });
    expect(messages(valid({ isUploadTestCase: true, fileList: [] }))).toEqual({ cases: 'Upload the test cases first' });
  });

  test('the type decides the case modes: going to ACM drops a subtask mode, going to OI splits 100 points', () => {
    const oi = { ...withType(valid(), ProblemType.OI), judgeCaseMode: 'subtask_average' as const };
    expect(withType(oi, ProblemType.ACM).judgeCaseMode).toBe('default');
    expect(withType({ ...valid(), judgeCaseMode: 'ergodic_without_error' }, ProblemType.OI).judgeCaseMode).toBe('default');
    expect(splitHundred([1, 2, 3].map(() => newCase())).map((c) => c.score)).toEqual([33, 33, 34]);
    expect(splitHundred([1, 2, 3, 4, 5, 6, 7].map(() => newCase())).map((c) => c.score)).toEqual([14, 14, 14, 14, 14, 15, 15]);
  });

  test('an upload fills the case list (100 points split for OI) and its staging folder is sent', () => {
    const upload = { fileList: [1, 2, 3].map((i) => ({ input: `${i}.in`, output: `${i}.out`, score: 0, groupNum: null })), fileListDir: 'staging/0b4f7a3e-7b9c-4a51-8f7e-2d3c4b5a6f70' };
    const form = withUpload(withType(valid({ isUploadTestCase: true }), ProblemType.OI), upload);
    expect(form.fileList.map((c) => [c.input, c.score])).toEqual([
      ['1.in', 33],
      ['2.in', 33],
      ['3.in', 34],
    ]);
    const body = AdminProblemBody.parse(problemBody(form));
    expect(body).toMatchObject({ isUploadTestCase: true, uploadTestcaseDir: upload.fileListDir, samples: [] });
    expect(body.fileList.map((c) => c.score)).toEqual([33, 33, 34]);
  });

  test('a tag is added once, whatever its case', () => {
    const first = addTag([], { id: 3, name: 'Graph' });
    expect(first).toEqual({ tags: [{ id: 3, name: 'Graph' }], added: true });
    expect(addTag(first.tags, { name: ' graph ' }).added).toBe(false);
    expect(addTag(first.tags, { name: 'DP ' }).tags).toEqual([{ id: 3, name: 'Graph' }, { name: 'DP' }]);
  });

  test('a saved problem comes back whole, its special judge counting as compiled and its cases kept as uploaded', () => {
    const saved: ProblemForEdit = {
      problem: {
        id: 7,
        pid: 7,
        problemId: 'SPJ1',
        title: 'Close enough',
        auth: 2,
        difficulty: 1,
        type: 1,
        gid: null,
        isGroup: false,
        applyPublicProgress: null,
        isRemote: false,
        remoteOj: null,
        tagIds: [4],
        author: 'root',
        modifiedUser: 'root',
        gmtCreate: '2026-11-01T00:00:00.000Z',
        gmtModified: '2026-11-02T00:00:00.000Z',
        description: 'd',
        input: 'i',
        output: 'o',
        examples: '<input>1</input><output>2</output>',
        hint: '',
        source: '',
        timeLimit: 2000,
        memoryLimit: 512,
        stackLimit: 64,
        codeShare: false,
        judgeMode: 'spj',
        judgeCaseMode: 'subtask_lowest',
        spjCode: 'int main(){}',
        spjLanguage: 'C',
        isRemoveEndBlank: true,
        openCaseResult: false,
        isFileIO: true,
        ioReadFileName: 'a.in',
        ioWriteFileName: 'a.out',
        userExtraFile: '{"lib.h":"int x;"}',
        judgeExtraFile: null,
        languages: ['C'],
        codeTemplates: { C: 'int main(){}' },
        ioScore: 100,
        testDataVersion: 'v1',
        cases: [],
      },
      cases: [
        { index: 1, input: '1.in', output: '1.out', score: 40, groupNum: 1, inputData: '1', outputData: '2' },
        { index: 2, input: '2.in', output: '2.out', score: 60, groupNum: 2, inputData: null, outputData: '3' },
      ],
      tags: [{ id: 4, name: 'Math', color: null, oj: 'ME', gid: null, tcid: null }],
    };
    const form = formFromProblem(saved);
    expect(checkProblemForm(form)).toEqual({});
    expect(form).toMatchObject({ id: 7, auth: 2, tags: [{ id: 4, name: 'Math' }], casesEditable: false, samples: [], uploadTestcaseDir: null });
    expect(form.examples.map(({ input, output }) => ({ input, output }))).toEqual([{ input: '1', output: '2' }]);
    expect(form.userExtraFile.map(({ name, content }) => [name, content])).toEqual([['lib.h', 'int x;']]);
    const body = AdminProblemBody.parse(problemBody(form));
    expect(body.uploadTestcaseDir).toBeUndefined();
    expect(body.fileList).toEqual([
      { input: '1.in', output: '1.out', score: 40, groupNum: 1 },
      { input: '2.in', output: '2.out', score: 60, groupNum: 2 },
    ]);
  });
});
