import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// What the reference client's import and export page (admin/problem/ImportAndExport) sends and reads
// (ARCHITECTURE.md decision 1): an upload of the part `file` whose answer it judges by `status` and `msg` alone
// (the reference answers data null), and an export it fetches as a blob, saving it under the Content-Disposition's
// filename unless the reply is JSON, whose `msg` it shows.
let t: TestContext;
let root: string;
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
});
afterAll(() => t.cleanup());

const enc = (s: string) => new TextEncoder().encode(s);
const upload = (bytes: Uint8Array) => {
  const body = new FormData();
  body.append('file', new File([bytes], 'problems.zip'));
  return t.call('POST', '/api/file/import-problem', { token: root, rawBody: body });
};
/** An HOJ problem zip as the reference's export writes it: problem_<pid>.json (ImportProblemVO) beside its case folder. */
const hojZip = (problemId: string) =>
  zipSync({
    'problem_3.json': enc(
      JSON.stringify({
        problem: { problemId, title: 'Contract', description: 'd', timeLimit: 1000, memoryLimit: 128, stackLimit: 128, difficulty: 0, auth: 1, type: 0, isUploadCase: true },
        languages: ['C++'],
        samples: [{ input: '1.in', output: '1.out', score: 0 }],
        tags: ['Math'],
        codeTemplates: [],
        judgeMode: 'default',
      }),
    ),
    'problem_3/1.in': enc('1'),
    'problem_3/1.out': enc('1'),
  });

describe('the reference client imports', () => {
  it('answers status 200 on success, with our per-problem result in data', async () => {
    const res = await upload(hojZip('CT-1'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, msg: expect.any(String) });
    expect(res.body.data).toEqual({
      preview: false,
      problems: [{ title: 'Contract', problemId: 'CT-1', id: expect.any(Number), type: 0, judgeMode: 'default', cases: 1, tags: ['Math'], images: 0, error: null, warnings: [] }],
    });
  });

  it('answers a refusal as a non-200 status with the reason in msg', async () => {
    const res = await upload(hojZip('CT-1'));
    expect(res.body).toMatchObject({ status: 400, msg: 'Nothing was imported, because of "Contract": The problem id CT-1 is taken' });
  });
});

describe('the reference client exports', () => {
  const exported = async (query: string) => {
    const redirect = await t.app.request(`/api/file/export-problem?${query}`, { headers: { Authorization: root } });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location')!);
    // S3 answers with the header the signed address asks for (the local emulator leaves it out)
    return { disposition: location.searchParams.get('response-content-disposition'), file: await fetch(location) };
  };

  it('sends pid=a&pid=b and gets a zip that is not JSON, named by its Content-Disposition', async () => {
    const ids = [];
    for (const id of ['CT-2', 'CT-3']) ids.push((await upload(hojZip(id))).body.data.problems[0].id as number);
    const { disposition, file } = await exported(ids.map((id) => `pid=${id}`).join('&'));
    expect(file.headers.get('content-type')).not.toMatch(/json/);
    expect(disposition).toBe('attachment; filename="problem_export_2.zip"');
    const entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
    const json = JSON.parse(new TextDecoder().decode(entries[`problem_${ids[0]}.json`]));
    expect(Object.keys(json).sort()).toEqual(['codeTemplates', 'judgeMode', 'languages', 'problem', 'samples', 'tags']);
    expect(json).toMatchObject({ languages: ['C++'], samples: [{ input: '1.in', output: '1.out', score: 0 }], tags: ['Math'], judgeMode: 'default' });
  });

  it('answers a bad or unknown problem as JSON with msg, which the client shows', async () => {
    for (const [query, msg] of [
      ['pid=999999', 'The problem does not exist'],
      ['pid=1&pid=x', 'Please give a problem'],
      ['', 'Please give a problem'],
    ]) {
      const res = await t.app.request(`/api/file/export-problem?${query}`, { headers: { Authorization: root } });
      expect(res.headers.get('content-type'), query).toMatch(/json/);
      expect(await res.json(), query).toMatchObject({ msg });
    }
  });
});
