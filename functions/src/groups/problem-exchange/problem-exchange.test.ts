import { unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/shared';
import { forgedZip } from '@oj/shared/domain/forged-zip';
import { ImportResult } from '@oj/shared/schemas/problem-exchange';
import { allProblems } from '../../data/problems.ts';
import { updateUser, uidByUsername } from '../../data/users.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let t: TestContext;
let root: string;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  await t.register('xadmin');
  await updateUser(t.deps.db, (await uidByUsername(t.deps.db, 'xadmin'))!, { roleId: Role.ADMIN }, t.clock.now());
  admin = await t.login('xadmin', 'secret-pass');
  user = (await t.register('xuser')).token;
});
afterAll(() => t.cleanup());

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);
/** A one-pixel PNG. */
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));

const send = (path: string, bytes: Uint8Array, opts: { token?: string; preview?: boolean; name?: string } = {}) => {
  const body = new FormData();
  body.append('file', new File([bytes], opts.name ?? 'problems.zip'));
  return t.call('POST', path, { token: opts.token ?? root, rawBody: body, query: opts.preview ? { preview: 1 } : undefined });
};
const problemCount = async () => {
  allProblems.clear(t.deps.db);
  return (await allProblems(t.deps.db)).length;
};
/** The cases of a problem as the admin form reads them. */
const casesOf = async (pid: number) => (await t.call('GET', '/api/admin/problem/get-problem-cases', { token: root, query: { pid } })).body.data;
const problemOf = async (pid: number) => (await t.call('GET', '/api/admin/problem', { token: root, query: { pid } })).body.data;

const download = async (query: string) => {
  const redirect = await t.app.request(`/api/file/export-problem?${query}`, { headers: { Authorization: root } });
  expect(redirect.status).toBe(302);
  return unzipSync(new Uint8Array(await (await fetch(redirect.headers.get('location')!)).arrayBuffer()));
};

describe('HOJ problem zip', () => {
  it('round trips: export, import, export give the same fields and the same test data bytes', async () => {
    // binary case data (not UTF-8) comes in through the test case upload
    const upload = new FormData();
    const binary = Uint8Array.from([0, 255, 254, 10, 13, 10, 128]);
    upload.append('file', new File([zipSync({ '1.in': binary, '1.out': enc('out 1\r\n'), '2.in': enc(''), '2.out': enc('two\n') })], 'c.zip'));
    const staged = (await t.call('POST', '/api/file/upload-testcase-zip', { token: root, rawBody: upload })).body.data;
    const created = await t.call('POST', '/api/admin/problem', {
      token: root,
      body: {
        problem: {
          problemId: 'RT1',
          title: 'Round Trip',
          description: 'D $x$',
          input: 'I',
          output: 'O',
          hint: 'H',
          source: 'S',
          examples: '<input>1</input><output>2</output>',
          timeLimit: 2000,
          memoryLimit: 64,
          stackLimit: 32,
          difficulty: 2,
          auth: 3,
          type: 1,
          judgeMode: 'spj',
          judgeCaseMode: 'subtask_average',
          spjCode: 'int main(){}',
          spjLanguage: 'C++',
          isRemoveEndBlank: false,
          openCaseResult: false,
          codeShare: false,
          isFileIO: true,
          ioReadFileName: 'in.txt',
          ioWriteFileName: 'out.txt',
          userExtraFile: { 'u.h': 'int u;' },
          judgeExtraFile: { 'j.h': 'int j;' },
        },
        isUploadTestCase: true,
        uploadTestcaseDir: staged.fileListDir,
        fileList: staged.fileList.map((f: object, i: number) => ({ ...f, score: 30 + i * 10, groupNum: i + 1 })),
        languages: ['C++', 'Python3'],
        codeTemplates: [{ language: 'C++', code: '// fill in', status: true }],
        tags: [{ name: 'Round' }, { name: 'Trip' }],
      },
    });
    expect(created.status).toBe(200);
    const pid = created.body.data.pid;
    const first = await download(`pid=${pid}`);
    expect(Object.keys(first).sort()).toEqual([`problem_${pid}.json`, `problem_${pid}/1.in`, `problem_${pid}/1.out`, `problem_${pid}/2.in`, `problem_${pid}/2.out`]);
    const json = JSON.parse(dec(first[`problem_${pid}.json`]!));
    expect(json).toMatchObject({ languages: ['C++', 'Python3'], tags: ['Round', 'Trip'], judgeMode: 'spj', codeTemplates: [{ language: 'C++', code: '// fill in' }] });
    expect(json.samples).toEqual([
      { input: '1.in', output: '1.out', score: 30, groupNum: 1 },
      { input: '2.in', output: '2.out', score: 40, groupNum: 2 },
    ]);

    // the display id is taken while the problem exists: the preview says so and an import writes nothing
    const zip = zipSync(first as Zippable);
    const taken = await send('/api/file/import-problem', zip, { preview: true });
    expect(taken.body.data.problems[0].error).toBe('The problem id RT1 is taken');
    expect((await send('/api/file/import-problem', zip)).body.msg).toBe('Nothing was imported, because of "Round Trip": The problem id RT1 is taken');

    const before = await problemOf(pid);
    expect((await t.call('DELETE', '/api/admin/problem', { token: root, query: { pid } })).status).toBe(200);
    const imported = await send('/api/file/import-problem', zip);
    expect(imported.status).toBe(200);
    const result = ImportResult.parse(imported.body.data);
    const newPid = result.problems[0]!.id!;
    expect(result.problems[0]).toMatchObject({ title: 'Round Trip', problemId: 'RT1', cases: 2, error: null });
    const after = await problemOf(newPid);
    const same = (p: Record<string, unknown>) => {
      const { id: _i, pid: _p, gmtCreate: _c, gmtModified: _m, testDataVersion: _v, caseVersion: _cv, tagIds: _t, ...rest } = p;
      return rest;
    };
    expect(same(after)).toEqual(same(before));
    const again = await download(`pid=${newPid}`);
    expect(again[`problem_${newPid}/1.in`]).toEqual(binary);
    expect(Object.fromEntries(Object.entries(again).map(([k, v]) => [k.replace(String(newPid), 'N'), k.endsWith('.json') ? v : dec(v)]))).toEqual(
      Object.fromEntries(Object.entries(first).map(([k, v]) => [k.replace(String(pid), 'N'), k.endsWith('.json') ? v : dec(v)])),
    );
  });

  it('exports several problems in one zip (pid=a,b and pid=a&pid=b)', async () => {
    const files: Zippable = {
      'problem_7.json': enc(JSON.stringify({ problem: { problemId: 'TWO-A', title: 'A' }, samples: [], languages: ['C'] })),
      'problem_7/1.in': enc('1'),
      'problem_7/1.out': enc('1'),
      'problem_8.json': enc(JSON.stringify({ problem: { problemId: 'TWO-B', title: 'B' }, samples: [{ input: 'x.in', output: 'x.ans' }] })),
      'problem_8/x.in': enc('2'),
      'problem_8/x.ans': enc('2'),
    };
    const zip = zipSync(files);
    const ids = ImportResult.parse((await send('/api/file/import-problem', zip)).body.data).problems.map((p) => p.id);
    // one display id twice in an archive: the preview flags the second, whatever the site holds
    const twice = zipSync({
      ...files,
      'problem_9.json': enc(JSON.stringify({ problem: { problemId: 'two-c', title: 'C' } })),
      'problem_9/1.in': enc('3'),
      'problem_9/1.out': enc('3'),
      'problem_10.json': enc(JSON.stringify({ problem: { problemId: 'TWO-C', title: 'C2' } })),
      'problem_10/1.in': enc('4'),
      'problem_10/1.out': enc('4'),
    });
    const flagged = ImportResult.parse((await send('/api/file/import-problem', twice, { preview: true })).body.data).problems;
    expect(flagged.map((p) => p.error)).toEqual(['The problem id TWO-A is taken', 'The problem id TWO-B is taken', null, 'The problem id TWO-C is used twice in the archive']);
    const both = await download(`pid=${ids.join(',')}`);
    expect(Object.keys(both).filter((k) => k.endsWith('.json'))).toHaveLength(2);
    expect(Object.keys(await download(`pid=${ids[0]}&pid=${ids[1]}`)).filter((k) => k.endsWith('.json'))).toHaveLength(2);
    // the second problem had every language: none named means all of them
    expect((await problemOf(ids[1]!)).languages.length).toBeGreaterThan(5);
  });
});

const fps = (items: string) => enc(`<?xml version="1.0" encoding="UTF-8"?><fps version="1.2">${items}</fps>`);
const FPS_ITEM = `<item><title><![CDATA[A + B]]></title><time_limit unit="s"><![CDATA[1.5]]></time_limit><memory_limit unit="mb"><![CDATA[128]]></memory_limit>
<img><src><![CDATA[/upload/pic.png]]></src><base64><![CDATA[${Buffer.from(PNG).toString('base64')}]]></base64></img>
<description><![CDATA[<p>Sum <img src="/upload/pic.png"></p>]]></description><input><![CDATA[two ints]]></input><output><![CDATA[their sum]]></output>
<sample_input><![CDATA[1 2]]></sample_input><sample_output><![CDATA[3]]></sample_output>
<test_input><![CDATA[1 2
]]></test_input><test_output><![CDATA[3
]]></test_output><test_input>4 &lt; 5</test_input><test_output>9</test_output>
<hint><![CDATA[none]]></hint><source><![CDATA[classic]]></source>
<template language="Python"><![CDATA[print()]]></template><template language="Pascal"><![CDATA[begin end.]]></template>
<spj language="C++"><![CDATA[int main(){return 0;}]]></spj></item>`;

describe('FPS', () => {
  it('imports items with limits, samples, pictures, templates and a special judge', async () => {
    const res = await send('/api/file/import-fps-problem', fps(FPS_ITEM), { name: 'a.xml' });
    expect(res.status).toBe(200);
    const [p] = ImportResult.parse(res.body.data).problems;
    expect(p).toMatchObject({ title: 'A + B', judgeMode: 'spj', cases: 2, images: 1, error: null });
    expect(p!.problemId).toBe(`P${p!.id}`);
    expect(p!.warnings).toEqual(['The template language Pascal is not offered here and was left out']);
    const problem = await problemOf(p!.id!);
    expect(problem).toMatchObject({ timeLimit: 1500, memoryLimit: 128, examples: '<input>1 2</input><output>3</output>', spjLanguage: 'C++', hint: 'none', source: 'classic' });
    expect(problem.description).toMatch(/^<p>Sum <img src="\/public\/markdown\/img\/[0-9a-f-]+\.png"><\/p>$/);
    expect((await casesOf(p!.id!)).map((c: { inputData: string; outputData: string }) => [c.inputData, c.outputData])).toEqual([
      ['1 2\n', '3\n'],
      ['4 < 5', '9'],
    ]);
  });

  it('refuses what is not FPS, and writes nothing for an item without test data', async () => {
    const count = await problemCount();
    expect((await send('/api/file/import-fps-problem', enc('<fps><item></fps>'))).body.msg).toMatch(/^The FPS file is not well-formed XML/);
    expect((await send('/api/file/import-fps-problem', enc('<html></html>'))).body.msg).toBe('The file is not an FPS document (its root element must be <fps>)');
    const laughs = '<?xml version="1.0"?><!DOCTYPE fps [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><fps><item><title>&b;</title></item></fps>';
    expect((await send('/api/file/import-fps-problem', enc(laughs))).body.msg).toBe('The FPS file declares XML entities, which are not accepted');
    const deep = await send('/api/file/import-fps-problem', enc(`<fps><item>${'<b>'.repeat(200_000)}${'</b>'.repeat(200_000)}</item></fps>`));
    expect([deep.status, deep.body.msg]).toEqual([400, 'The FPS file nests elements more than 64 levels deep, which is not accepted']);
    const mixed = fps(FPS_ITEM.replace('A + B', 'Good') + '<item><title>Empty</title></item>');
    const preview = ImportResult.parse((await send('/api/file/import-fps-problem', mixed, { preview: true })).body.data);
    expect(preview.problems.map((p) => [p.title, p.error])).toEqual([
      ['Good', null],
      ['Empty', 'It holds no test data (test_input and test_output)'],
    ]);
    const res = await send('/api/file/import-fps-problem', mixed);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Nothing was imported, because of "Empty": It holds no test data (test_input and test_output)');
    expect(await problemCount()).toBe(count);
  });
});

describe('QDUOJ', () => {
  it('imports folders of problem.json and testcase files, OI scores included', async () => {
    const problem = {
      display_id: 'QD-1',
      title: 'Q One',
      description: { format: 'html', value: '<p>d</p>' },
      input_description: { value: 'in' },
      output_description: { value: 'out' },
      hint: { value: 'h' },
      samples: [{ input: '1', output: '1' }],
      time_limit: 3000,
      memory_limit: 512,
      rule_type: 'OI',
      source: 'qd',
      tags: ['dp'],
      test_case_score: [
        { input_name: '1.in', output_name: '1.out', score: 40 },
        { input_name: '2.in', output_name: '2.out', score: 60 },
      ],
      spj: null,
    };
    const zip = zipSync({ '1/problem.json': enc(JSON.stringify(problem)), '1/testcase/1.in': enc('a'), '1/testcase/1.out': enc('A'), '1/testcase/2.in': enc('b'), '1/testcase/2.out': enc('B') });
    const preview = await send('/api/file/import-qdoj-problem', zip, { preview: true });
    expect(ImportResult.parse(preview.body.data).problems[0]).toMatchObject({ problemId: 'QD-1', id: null, tags: ['dp'], error: null });
    const [p] = ImportResult.parse((await send('/api/file/import-qdoj-problem', zip)).body.data).problems;
    expect(await problemOf(p!.id!)).toMatchObject({ problemId: 'QD-1', type: 1, ioScore: 100, timeLimit: 3000, memoryLimit: 512, description: '<p>d</p>', hint: 'h' });
    expect((await casesOf(p!.id!)).map((c: { score: number; inputData: string }) => [c.inputData, c.score])).toEqual([
      ['a', 40],
      ['b', 60],
    ]);
    // a case file the problem lists but the archive lacks is a broken archive
    const broken = zipSync({ '1/problem.json': enc(JSON.stringify({ ...problem, display_id: 'QD-2' })), '1/testcase/1.in': enc('a') });
    expect((await send('/api/file/import-qdoj-problem', broken)).body.msg).toBe('The archive has no file 1/testcase/1.out');
  });
});

describe('Hydro', () => {
  it('imports problem.yaml, the markdown statement and testdata with subtasks, checker and languages', async () => {
    const zip = zipSync({
      'P1000/problem.yaml': enc('pid: H1000\ntitle: Hydro Sum\ntag:\n  - math\n  - easy\n'),
      'P1000/problem_zh.md': enc('Add them. ![pic](file://p.png)\n\n```input1\n1 1\n```\n\n```output1\n2\n```\n'),
      'P1000/additional_file/p.png': PNG,
      'P1000/testdata/config.yaml': enc(
        'type: default\nchecker: chk.cc\ntime: 2s\nmemory: 64m\nlangs: [cc.cc17o2, py.py3, cobol]\nsubtasks:\n  - score: 30\n    cases:\n      - {input: a1.in, output: a1.out}\n  - score: 70\n    cases:\n      - {input: b1.in, output: b1.out}\n      - {input: b2.in, output: b2.out}\n',
      ),
      'P1000/testdata/chk.cc': enc('#include "testlib.h"\nint main(){}'),
      'P1000/testdata/a1.in': enc('1'),
      'P1000/testdata/a1.out': enc('1'),
      'P1000/testdata/b1.in': enc('2'),
      'P1000/testdata/b1.out': enc('2'),
      'P1000/testdata/b2.in': enc('3'),
      'P1000/testdata/b2.out': enc('3'),
    });
    const [p] = ImportResult.parse((await send('/api/file/import-hydro-problem', zip)).body.data).problems;
    expect(p).toMatchObject({ problemId: 'H1000', judgeMode: 'spj', images: 1, tags: ['math', 'easy'], warnings: ['The language cobol is not offered here and was left out'] });
    const problem = await problemOf(p!.id!);
    expect(problem).toMatchObject({
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      ioScore: 100,
      timeLimit: 2000,
      memoryLimit: 64,
      spjLanguage: 'C++',
      languages: ['C++ 17 With O2', 'Python3'],
      examples: '<input>1 1</input><output>2</output>',
    });
    expect(problem.description).toMatch(/^Add them\. !\[pic\]\(\/public\/markdown\/img\/[0-9a-f-]+\.png\)$/);
    expect((await casesOf(p!.id!)).map((c: { score: number; groupNum: number }) => [c.score, c.groupNum])).toEqual([
      [30, 1],
      [70, 2],
      [70, 2],
    ]);
  });

  it('shares 100 points over cases that carry no score, leaving out an input without an answer with a warning', async () => {
    const zip = zipSync({
      'x/problem.yaml': enc('title: Shared\n'),
      'x/problem.md': enc('s'),
      'x/testdata/1.in': enc('1'),
      'x/testdata/1.out': enc('1'),
      'x/testdata/2.in': enc('2'),
      'x/testdata/2.ans': enc('2'),
      'x/testdata/3.in': enc('3'),
      'x/testdata/3.out': enc('3'),
      'x/testdata/4.in': enc('4'),
    });
    const [p] = ImportResult.parse((await send('/api/file/import-hydro-problem', zip)).body.data).problems;
    expect(p!.warnings).toEqual(['The input x/testdata/4.in has no matching .out or .ans file and was left out']);
    expect((await casesOf(p!.id!)).map((c: { score: number }) => c.score)).toEqual([33, 33, 34]);
  });
});

const polygonXml = (tests: string, extra = '') => `<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="3" short-name="sum-pairs" url="https://polygon.example/p/x/sum-pairs">
  <names><name language="english" value="Sum Pairs"/></names>
  <judging input-file="" output-file="">
    <testset name="tests">
      <time-limit>2500</time-limit><memory-limit>268435456</memory-limit><test-count>2</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern><answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>${tests}</tests>${extra}
    </testset>
  </judging>
  <assets><checker name="std::rcmp6.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker></assets>
  <tags><tag value="implementation"/></tags>
</problem>`;

describe('Polygon', () => {
  const statement = enc(JSON.stringify({ name: 'Sum Pairs', legend: 'Legend \\includegraphics{fig.png}', input: 'In', output: 'Out', notes: 'Notes', sampleTests: [{ input: '1 2\n', output: '3\n' }] }));
  const files = (tests: string, extra = ''): Zippable => ({
    'sum-pairs/problem.xml': enc(polygonXml(tests, extra)),
    'sum-pairs/statements/english/problem-properties.json': statement,
    'sum-pairs/statements/english/fig.png': PNG,
    'sum-pairs/files/check.cpp': enc('#include "testlib.h"\nint main(){}'),
    'sum-pairs/files/testlib.h': enc('// testlib'),
    'sum-pairs/tests/01': enc('1 2\n'),
    'sum-pairs/tests/01.a': enc('3\n'),
  });

  it('imports a full package: statement, limits, checker with testlib, generated tests it holds, subtask points', async () => {
    const zip = zipSync({
      ...files(
        '<test method="manual" sample="true" group="1"/><test method="generated" cmd="gen 5" group="2"/>',
        '<groups><group name="1" points="20" points-policy="complete-group"/><group name="2" points="80" points-policy="complete-group"/></groups>',
      ),
      'sum-pairs/tests/02': enc('5 5\n'),
      'sum-pairs/tests/02.a': enc('10\n'),
    });
    const [p] = ImportResult.parse((await send('/api/file/import-polygon-problem', zip)).body.data).problems;
    expect(p).toMatchObject({ title: 'Sum Pairs', judgeMode: 'spj', cases: 2, images: 1, tags: ['implementation'], error: null });
    const problem = await problemOf(p!.id!);
    expect(problem).toMatchObject({ timeLimit: 2500, memoryLimit: 256, type: 1, judgeCaseMode: 'subtask_lowest', ioScore: 100, spjLanguage: 'C++ 17', input: 'In', hint: 'Notes' });
    expect(problem.judgeExtraFile).toBe(JSON.stringify({ 'testlib.h': '// testlib' }));
    expect(problem.description).toMatch(/^Legend !\[\]\(\/public\/markdown\/img\/[0-9a-f-]+\.png\)$/);
    expect((await casesOf(p!.id!)).map((c: { inputData: string; score: number; groupNum: number }) => [c.inputData, c.score, c.groupNum])).toEqual([
      ['1 2\n', 20, 1],
      ['5 5\n', 80, 2],
    ]);
  });

  it('reports a test that exists only as a generator command instead of dropping it, and writes nothing', async () => {
    const count = await problemCount();
    const zip = zipSync(files('<test method="manual" sample="true"/><test method="generated" cmd="gen 100 &gt; $"/>'));
    const preview = ImportResult.parse((await send('/api/file/import-polygon-problem', zip, { preview: true })).body.data);
    expect(preview.problems[0]!.error).toBe('Test 2 exists only as the generator command "gen 100 > $": generators cannot run here, so export a full package (with the generated tests) from Polygon');
    expect((await send('/api/file/import-polygon-problem', zip)).status).toBe(400);
    expect((await send('/api/file/import-polygon-problem', zipSync({ 'readme.txt': enc('hi') }))).body.msg).toBe('The archive is not a Polygon package: it has no problem.xml');
    expect(await problemCount()).toBe(count);
  });
});

describe('hostile and wrong archives', () => {
  it('refuses traversal names, bombs, non-zips and missing parts with a 400, writing nothing', async () => {
    const count = await problemCount();
    const traversal = zipSync({ '../../etc/problem_1.json': enc('{}') });
    expect((await send('/api/file/import-problem', traversal)).body.msg).toBe('The archive holds an entry with an unsafe name: "../../etc/problem_1.json"');
    expect((await send('/api/file/import-hydro-problem', zipSync({ '/abs/problem.yaml': enc('') }))).status).toBe(400);
    const deepYaml = zipSync({ 'P1/problem.yaml': enc(`title: ${'['.repeat(200_000)}`), 'P1/testdata/1.in': enc('') });
    expect((await send('/api/file/import-hydro-problem', deepYaml)).body.msg).toBe('P1/problem.yaml nests more than 64 levels deep, which is not accepted');
    // a small entry whose headers declare 300 MB: refused before anything is inflated
    const bomb = forgedZip({ 'problem_1/1.in': { data: new Uint8Array(1024), declared: 300 << 20 }, 'problem_1.json': { data: enc('{}') } });
    expect((await send('/api/file/import-problem', bomb)).body.msg).toBe('The archive unpacks to more than 256 MB');
    expect((await send('/api/file/import-qdoj-problem', enc('plain text'))).body.msg).toBe('The file is not a readable zip archive');
    expect((await send('/api/file/import-problem', zipSync({ 'problem_1.json': enc('{"problem":{}}') }))).body.msg).toBe('problem_1.json has no folder problem_1 of test cases beside it');
    expect((await send('/api/file/import-problem', zipSync({ 'problem_1.json': enc('{oops'), 'problem_1/1.in': enc('') }))).body.msg).toBe('problem_1.json is not valid JSON');
    expect((await send('/api/file/import-problem', zipSync({ 'x.txt': enc('') }))).status).toBe(400);
    expect(await problemCount()).toBe(count);
  });

  it('takes an archive sent through the presigned upload, once', async () => {
    const zip = zipSync({ 'problem_1.json': enc(JSON.stringify({ problem: { problemId: 'BIG-1', title: 'Big' } })), 'problem_1/1.in': enc('1'), 'problem_1/1.out': enc('1') });
    const start = (await t.call('POST', '/api/file/testcase-upload', { token: root, body: { size: zip.length } })).body.data;
    expect((await fetch(start.url, { method: 'PUT', headers: start.headers, body: zip })).ok).toBe(true);
    const preview = await t.call('POST', '/api/file/import-problem', { token: root, query: { key: start.key, preview: 1 } });
    expect(preview.body.data.problems[0]).toMatchObject({ problemId: 'BIG-1', error: null });
    const res = await t.call('POST', '/api/file/import-problem', { token: root, query: { key: start.key } });
    expect(res.body.data.problems[0]).toMatchObject({ problemId: 'BIG-1', cases: 1 });
    expect((await t.call('POST', '/api/file/import-problem', { token: root, query: { key: start.key } })).status).toBe(404);
  });
});

describe('roles', () => {
  it('lets only the super admin import and export', async () => {
    const zip = zipSync({ 'problem_1.json': enc('{}') });
    for (const token of [admin, user]) {
      for (const path of ['/api/file/import-problem', '/api/file/import-fps-problem', '/api/file/import-qdoj-problem', '/api/file/import-hydro-problem', '/api/file/import-polygon-problem']) {
        expect((await send(path, zip, { token })).status, path).toBe(403);
      }
      expect((await t.call('GET', '/api/file/export-problem', { token, query: { pid: 1 } })).status).toBe(403);
    }
    expect((await t.call('POST', '/api/file/import-problem', { rawBody: new FormData() })).status).toBe(401);
    expect((await t.call('GET', '/api/file/export-problem', { token: root, query: { pid: 999999 } })).status).toBe(404);
    expect((await t.call('GET', '/api/file/export-problem', { token: root, query: { pid: 'x' } })).body.msg).toBe('Please give a problem');
  });
});
