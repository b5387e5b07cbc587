import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { REMOTE_OJS } from '@oj/shared';

// What the reference's ConfigController and SwitchController answer: its DTO classes' keys, written out here (not
// taken from this project's schemas). ADDED are this project's own keys beside them: which mail transport sends
// mail, the codeShare switch, each remote judge's switch and the note on them, and what the data sources really are.
const REFERENCE_KEYS = {
  WebConfigDTO: ['baseUrl', 'name', 'shortName', 'description', 'register', 'recordName', 'recordUrl', 'projectName', 'projectUrl'],
  EmailConfigDTO: ['emailHost', 'emailPassword', 'emailPort', 'emailUsername', 'emailBGImg', 'emailSsl'],
  SwitchConfigDTO: [
    'openPublicDiscussion',
    'openGroupDiscussion',
    'openContestComment',
    'openPublicJudge',
    'openGroupJudge',
    'openContestJudge',
    'hideNonContestSubmissionCode',
    'defaultSubmitInterval',
    'defaultCreateGroupDailyLimit',
    'defaultCreateGroupLimit',
    'defaultCreateGroupACInitValue',
    'defaultCreateDiscussionDailyLimit',
    'defaultCreateDiscussionACInitValue',
    'defaultCreateCommentACInitValue',
    'hduUsernameList',
    'hduPasswordList',
    'cfUsernameList',
    'cfPasswordList',
    'pojUsernameList',
    'pojPasswordList',
    'atcoderUsernameList',
    'atcoderPasswordList',
    'spojUsernameList',
    'spojPasswordList',
    'libreojUsernameList',
    'libreojPasswordList',
  ],
  DBAndRedisConfigDTO: ['dbName', 'dbHost', 'dbPort', 'dbUsername', 'dbPassword', 'redisHost', 'redisPort', 'redisPassword'],
};
const ADDED = {
  WebConfigDTO: [],
  EmailConfigDTO: ['transport'],
  SwitchConfigDTO: ['codeShare', 'remoteJudgeNote', ...REMOTE_OJS.map((key) => `openRemoteJudge${key}`)],
  DBAndRedisConfigDTO: ['database', 'region', 'queues', 'note'],
};
const expected = (name: keyof typeof REFERENCE_KEYS) => [...REFERENCE_KEYS[name], ...ADDED[name]].sort();

let t: TestContext;
let root: string;
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
});
afterAll(() => t.cleanup());

const get = async (path: string) => {
  const res = await t.call('GET', path, { token: root });
  expect(res.body).toMatchObject({ status: 200, msg: expect.any(String) });
  return res.body.data;
};
const bool = expect.any(Boolean);
const int = expect.any(Number);
const text = expect.any(String);

describe('ConfigController', () => {
  it('get-web-config answers the WebConfigDTO', async () => {
    const dto = await get('/api/admin/config/get-web-config');
    expect(Object.keys(dto).sort()).toEqual(expected('WebConfigDTO'));
    expect(dto).toEqual({ baseUrl: text, name: text, shortName: text, description: text, register: bool, recordName: text, recordUrl: text, projectName: text, projectUrl: text });
  });

  it('get-email-config answers the EmailConfigDTO (emailPort a number, emailSsl a boolean)', async () => {
    const dto = await get('/api/admin/config/get-email-config');
    expect(Object.keys(dto).sort()).toEqual(expected('EmailConfigDTO'));
    expect(dto).toEqual({ emailHost: text, emailPassword: text, emailPort: int, emailUsername: text, emailBGImg: text, emailSsl: bool, transport: text });
  });

  it('get-db-and-redis-config answers the DBAndRedisConfigDTO (ports numbers or null)', async () => {
    const dto = await get('/api/admin/config/get-db-and-redis-config');
    expect(Object.keys(dto).sort()).toEqual(expected('DBAndRedisConfigDTO'));
    expect(dto).toMatchObject({ dbName: text, dbHost: text, dbPort: null, redisPort: null });
  });

  it('set-web-config, set-email-config and DELETE home-carousel answer data null; upload-carouse-img answers {id, url}', async () => {
    const put = async (path: string, body: unknown) => (await t.call('PUT', path, { token: root, body })).body;
    expect(await put('/api/admin/config/set-web-config', { description: 'A judge' })).toEqual({ status: 200, msg: text, data: null });
    expect(await put('/api/admin/config/set-email-config', { emailPort: 465 })).toEqual({ status: 200, msg: text, data: null });
    const form = new FormData();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    form.append('file', new File([png], 'banner.png', { type: 'image/png' }));
    const uploaded = (await t.call('POST', '/api/file/upload-carouse-img', { token: root, rawBody: form })).body.data;
    expect(uploaded).toEqual({ id: int, url: text });
    const removed = await t.call('DELETE', '/api/admin/config/home-carousel', { token: root, query: { id: uploaded.id } });
    expect(removed.body).toEqual({ status: 200, msg: text, data: null });
  });

  // The reference's nacos key (its service registry's health) has no counterpart here and is left out.
  it('get-service-info answers the backup* keys the reference dashboard reads', async () => {
    const info = await get('/api/admin/config/get-service-info');
    expect(info).toMatchObject({ backupCores: int, backupPercentCpuLoad: expect.stringMatching(/%$/), backupPercentMemoryLoad: expect.stringMatching(/%$/) });
    expect(info.backupService).toEqual([{ serviceId: text, host: text, port: null, secure: bool, metadata: expect.any(Object) }]);
  });

  // A deliberate difference: the reference answers a list of judge servers (their get-sys-config and the registry's
  // `service`); the judges here are queue-fed tasks, so the reply is an object of the tasks, the queues and the rate.
  // Each task keeps the reference's cpuCores, percentCpuLoad and percentMemoryLoad.
  it('get-judge-service-info answers {judges, queues, judgedPerMinute}', async () => {
    const info = await get('/api/admin/config/get-judge-service-info');
    expect(Object.keys(info).sort()).toEqual(['judgedPerMinute', 'judges', 'queues']);
    expect(info.queues[0]).toEqual({ name: text, waiting: int, inFlight: int, delayed: int, oldestAgeSeconds: null });
  });
});

describe('SwitchController', () => {
  it('switch/info answers the SwitchConfigDTO (numbers as numbers, account lists as lists of strings)', async () => {
    const dto = await get('/api/admin/switch/info');
    expect(Object.keys(dto).sort()).toEqual(expected('SwitchConfigDTO'));
    expect(dto).toMatchObject({ openPublicJudge: bool, hideNonContestSubmissionCode: bool, defaultSubmitInterval: int, defaultCreateGroupLimit: int, cfUsernameList: [], cfPasswordList: [] });
  });

  it('switch/update takes the SwitchConfigDTO as the reference client sends it (every field) and answers data null', async () => {
    const current = await get('/api/admin/switch/info');
    const body = Object.fromEntries(REFERENCE_KEYS.SwitchConfigDTO.map((k) => [k, current[k]]));
    expect((await t.call('PUT', '/api/admin/switch/update', { token: root, body })).body).toEqual({ status: 200, msg: text, data: null });
  });
});
