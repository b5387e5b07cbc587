import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { readFirstSheet } from '../../../test/xlsx.ts';

// The bulk user calls as the reference's web client (views/admin/general/User.vue) sends and reads them
// (AdminUserController insertBatchUser and generateUser, UserFileController generateUserExcel). Departure: the
// reference writes the accounts inside the request and answers null; here both calls answer the job that writes
// them (id and total), and generate-user's data keeps the reference's `key`, which the client puts in the
// download's query at once.
let t: TestContext;
let root: string;
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
});
afterAll(() => t.cleanup());

const jobId = expect.stringMatching(/^[0-9a-f]{32}$/);

describe('AdminUserController bulk calls', () => {
  it("POST /api/admin/user/insert-batch-user takes {users: rows of text cells} (as the client's CSV parser gives them) and answers the job", async () => {
    const users = [
      ['ref1', 'secret1', 'ref1@example.com', 'Ref One', 'male', 'R1', 'School'],
      ['ref2', 'secret2', '', '', '', '', ''],
    ];
    const res = await t.call('POST', '/api/admin/user/insert-batch-user', { token: root, body: { users } });
    expect(res.body).toEqual({ status: 200, msg: expect.any(String), data: { id: jobId, total: 2 } });
  });

  it('POST /api/admin/user/generate-user takes prefix, suffix, number_from, number_to, password_length and answers data.key, which /api/file/generate-user-excel?key= downloads', async () => {
    const body = { prefix: 'ref', suffix: 'g', number_from: 1, number_to: 3, password_length: 8 };
    const res = await t.call('POST', '/api/admin/user/generate-user', { token: root, body });
    expect(res.body).toEqual({ status: 200, msg: expect.any(String), data: { key: jobId, id: res.body.data?.key, total: 3 } });

    const file = await t.app.request(`/api/file/generate-user-excel?key=${res.body.data.key}`, { headers: { Authorization: root } }, { incoming: { socket: { remoteAddress: '10.0.0.1' } } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(readFirstSheet(new Uint8Array(await file.arrayBuffer())).map((r) => r[0])).toEqual(['username', 'ref1g', 'ref2g', 'ref3g']);
  });
});
