import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmailConfigView, SwitchConfigView, WebConfigView } from '@oj/shared/schemas/admin-config';
import { describe, expect, test } from 'vitest';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { ConfigPage } from './pages/config-page.tsx';
import { SwitchPage } from './pages/switch-page.tsx';
import { adminConfigCalls } from '@oj/shared/api/admin-config';
import { homeCalls } from '@oj/shared/api/home';

const routes = [
  { path: '/admin/conf', Component: ConfigPage },
  { path: '/admin/switch', Component: SwitchPage },
];

const web: WebConfigView = {
  baseUrl: 'https://oj.example.com',
  name: 'Example Online Judge',
  shortName: 'EOJ',
  description: 'Practice here',
  register: true,
  recordName: '',
  recordUrl: '',
  projectName: 'OJ',
  projectUrl: 'https://github.com/example/oj',
};
const email = (over: Partial<EmailConfigView> = {}): EmailConfigView => ({
  emailHost: 'smtp.example.com',
  emailPort: 465,
  emailUsername: 'mailer@example.com',
  emailPassword: '********',
  emailSsl: true,
  emailBGImg: '',
  transport: 'smtp',
  ...over,
});
const switches: SwitchConfigView = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  codeShare: true,
  defaultSubmitInterval: 8,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  defaultCreateGroupACInitValue: 20,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateCommentACInitValue: 10,
  hduUsernameList: [],
  hduPasswordList: [],
  cfUsernameList: [],
  cfPasswordList: [],
  pojUsernameList: [],
  pojPasswordList: [],
  atcoderUsernameList: [],
  atcoderPasswordList: [],
  spojUsernameList: [],
  spojPasswordList: [],
  libreojUsernameList: [],
  libreojPasswordList: [],
  remoteJudgeNote: 'A remote judge switched off refuses importing its problems and submitting to it',
  openRemoteJudgeHDU: true,
  openRemoteJudgeCF: true,
  openRemoteJudgePOJ: true,
  openRemoteJudgeGYM: true,
  openRemoteJudgeAC: true,
  openRemoteJudgeSPOJ: true,
  openRemoteJudgeLIBRE: true,
};
const refusal = (msg: string, status = 400) => new Response(JSON.stringify({ status, msg, data: null }), { headers: { 'Content-Type': 'application/json' } });
type Calls = ReturnType<typeof mockApi>;
const sent = (calls: Calls, key: string) => calls.filter((c) => c.key === key);

const configApi = (extra: Record<string, Handler> = {}) =>
  mockApi({
    [callKey(adminConfigCalls.getWebConfig)]: () => web,
    [callKey(homeCalls.getHomeCarousel)]: () => [{ id: 1, url: 'https://files.example.com/carousel/a.png' }],
    [callKey(adminConfigCalls.getEmailConfig)]: () => email(),
    [callKey(adminConfigCalls.getDBAndRedisConfig)]: () => ({ dbName: 'oj-table', dbHost: 'dynamodb.eu-west-1.amazonaws.com', database: 'DynamoDB', region: 'eu-west-1', queues: 'SQS', note: '' }),
    [callKey(adminConfigCalls.setWebConfig)]: () => null,
    [callKey(adminConfigCalls.setEmailConfig)]: () => null,
    ...extra,
  });

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const openConfig = async (extra: Record<string, Handler> = {}) => {
  signIn('root', ['root']);
  const calls = configApi(extra);
  renderRoutes(routes, '/admin/conf');
  await screen.findByTestId('web-name', {}, { timeout: 5000 });
  await screen.findByTestId('email-host');
  return calls;
};

/** Opens the settings, types the values, saves the card (`save-<card>`): each message shows in the card and `call` is never made. */
const expectRefusedAtFields = async ({ typed, card, messages, call }: { typed: Record<string, string>; card: string; messages: string[]; call: string }) => {
  const calls = await openConfig();
  for (const [testId, value] of Object.entries(typed)) type(testId, value);
  fireEvent.click(screen.getByTestId(`save-${card}`));
  const shown = screen.getByTestId(card);
  await within(shown).findByText(messages[0]!);
  for (const message of messages) expect(within(shown).getByText(message)).toBeTruthy();
  expect(sent(calls, call)).toHaveLength(0);
};

pageTestHooks();
const SLOW = { timeout: 20_000 };

describe('the website settings', SLOW, () => {
  test('rules shown at the fields before anything is sent: names required, addresses http(s) only', async () => {
    await expectRefusedAtFields({
      typed: { 'web-name': '   ', 'web-baseUrl': 'ftp://oj.example.com', 'web-projectUrl': 'github.com/example' },
      card: 'web-config',
      messages: ['The site name must not be empty', 'The base URL must be an http:// or https:// address', 'The project URL must be an http:// or https:// address'],
      call: callKey(adminConfigCalls.setWebConfig),
    });
  });

  test('a valid form is sent trimmed, with the register switch, and a toast says so', async () => {
    const calls = await openConfig();
    type('web-name', '  Campus OJ ');
    type('web-recordUrl', 'http://beian.example.cn');
    fireEvent.click(screen.getByTestId('web-register'));
    fireEvent.click(screen.getByTestId('save-web-config'));
    await screen.findByText('Website settings saved');
    expect(sent(calls, callKey(adminConfigCalls.setWebConfig))[0]?.body).toEqual({ ...web, name: 'Campus OJ', recordUrl: 'http://beian.example.cn', register: false });
  });

  test("the API's refusal shows through the catalogue", async () => {
    await openConfig({ [callKey(adminConfigCalls.setWebConfig)]: () => refusal('The short name must be at most 20 characters') });
    fireEvent.click(screen.getByTestId('save-web-config'));
    expect(await screen.findAllByText('The short name must be at most 20 characters')).not.toHaveLength(0);
  });
});

describe('the mail settings', SLOW, () => {
  test('the stored password is never shown: saving untouched sends the mask, which keeps it', async () => {
    const calls = await openConfig();
    const password = screen.getByTestId('email-password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(screen.getByText(/A password is stored and never shown/)).toBeTruthy();
    expect(screen.getByTestId('email-transport').textContent).toBe('this SMTP server');
    fireEvent.click(screen.getByTestId('save-email-config'));
    await screen.findByText('Mail settings saved');
    expect(sent(calls, callKey(adminConfigCalls.setEmailConfig))[0]?.body).toEqual({
      emailHost: 'smtp.example.com',
      emailPort: 465,
      emailUsername: 'mailer@example.com',
      emailPassword: '********',
      emailSsl: true,
      emailBGImg: '',
    });
  });

  test('a typed password replaces it; "remove" sends an empty one', async () => {
    const calls = await openConfig();
    type('email-password', 'n3w-secret');
    fireEvent.click(screen.getByTestId('save-email-config'));
    await waitFor(() => expect(sent(calls, callKey(adminConfigCalls.setEmailConfig))).toHaveLength(1));
    expect(sent(calls, callKey(adminConfigCalls.setEmailConfig))[0]?.body).toMatchObject({ emailPassword: 'n3w-secret' });
    await waitFor(() => expect((screen.getByTestId('email-password') as HTMLInputElement).value).toBe(''));
    fireEvent.click(screen.getByTestId('email-remove-password'));
    expect((screen.getByTestId('email-password') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('save-email-config'));
    await waitFor(() => expect(sent(calls, callKey(adminConfigCalls.setEmailConfig))).toHaveLength(2));
    expect(sent(calls, callKey(adminConfigCalls.setEmailConfig))[1]?.body).toMatchObject({ emailPassword: '' });
  });

  test('host and background image rules at the fields, nothing sent', async () => {
    await expectRefusedAtFields({
      typed: { 'email-host': 'smtp example com', 'email-bgimg': 'javascript:alert(1)', 'email-port': '' },
      card: 'email-config',
      messages: ['The SMTP host must be a host name or an IP address', 'The mail background image must be an http:// or https:// address', 'The SMTP port is required'],
      call: callKey(adminConfigCalls.setEmailConfig),
    });
  });

  test('a test mail: a bad address refused at the field, then sent, then the transport error shown', async () => {
    let attempt = 0;
    const calls = await openConfig({
      [callKey(adminConfigCalls.testEmail)]: () => (++attempt === 1 ? null : refusal('The test mail could not be sent: 535 Authentication failed')),
    });
    type('test-email-address', 'not-an-address');
    fireEvent.click(screen.getByTestId('send-test-email'));
    expect(await screen.findByText('The test email address is not valid')).toBeTruthy();
    expect(sent(calls, callKey(adminConfigCalls.testEmail))).toHaveLength(0);

    type('test-email-address', ' admin@example.com ');
    fireEvent.click(screen.getByTestId('send-test-email'));
    expect((await screen.findByTestId('test-email-result')).textContent).toBe('The test mail was sent to admin@example.com.');
    expect(sent(calls, callKey(adminConfigCalls.testEmail))[0]?.body).toEqual({ email: 'admin@example.com' });

    fireEvent.click(screen.getByTestId('send-test-email'));
    await waitFor(() => expect(screen.getByTestId('test-email-result').textContent).toContain('535 Authentication failed'));
    expect(screen.getByTestId('test-email-result').textContent).toContain('The test mail was not sent');
  });
});

describe('the carousel and the data sources', SLOW, () => {
  test('an image of the wrong type is refused before sending; a good one previewed, uploaded and listed; one deleted after a question', async () => {
    const calls = await openConfig({
      [callKey(adminConfigCalls.uploadCarouselImg)]: () => ({ id: 2, url: 'https://files.example.com/carousel/b.png' }),
      [callKey(adminConfigCalls.deleteHomeCarousel)]: () => null,
    });
    expect(await screen.findAllByTestId('carousel-image')).toHaveLength(1);
    const input = screen.getByTestId('carousel').querySelector('input[type=file]')!;
    await act(async () => fireEvent.change(input, { target: { files: [new File(['%PDF'], 'slides.pdf', { type: 'application/pdf' })] } }));
    expect(await screen.findByText('The image must be one of gif, jpg, jpeg, png, bmp, webp')).toBeTruthy();
    expect(screen.queryByTestId('carousel-pending')).toBeNull();

    await act(async () => fireEvent.change(input, { target: { files: [new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' })] } }));
    expect(await screen.findByText('The image must not be larger than 2 MB')).toBeTruthy();

    await act(async () => fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' })] } }));
    expect((await screen.findByTestId('carousel-preview')).getAttribute('src')).toMatch(/^blob:/);
    fireEvent.click(screen.getByTestId('carousel-upload'));
    await screen.findByText('Image uploaded');
    expect(await screen.findAllByTestId('carousel-image')).toHaveLength(2);
    expect(sent(calls, callKey(adminConfigCalls.uploadCarouselImg))).toHaveLength(1);

    fireEvent.click(screen.getAllByTestId('carousel-delete')[0]!);
    expect(await screen.findByText('Delete this image from the home carousel?')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('confirm'));
    await screen.findByText('Image deleted');
    expect(Object.fromEntries(sent(calls, callKey(adminConfigCalls.deleteHomeCarousel))[0]!.query)).toEqual({ id: '1' });
    expect(await screen.findAllByTestId('carousel-image')).toHaveLength(1);
  });

  test('the data sources are read only, with the deployment note', async () => {
    await openConfig();
    expect((await screen.findByTestId('data-dbName')).textContent).toBe('oj-table');
    expect(screen.getByTestId('data-database').textContent).toBe('DynamoDB');
    expect(screen.getByTestId('deployment-note').textContent).toContain('cannot be changed here');
    expect(within(screen.getByTestId('data-sources')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('data-sources')).queryByRole('textbox')).toBeNull();
  });
});

describe('the switches and limits', SLOW, () => {
  const openSwitches = async (over: Partial<SwitchConfigView> = {}) => {
    signIn('root', ['root']);
    const calls = mockApi({ [callKey(adminConfigCalls.getSwitchConfig)]: () => ({ ...switches, ...over }), [callKey(adminConfigCalls.setSwitchConfig)]: () => null });
    renderRoutes(routes, '/admin/switch');
    await screen.findByTestId('switch-openPublicDiscussion', {}, { timeout: 5000 });
    return calls;
  };

  test('each switch with its label and effect; a section sends only its own fields', async () => {
    const calls = await openSwitches();
    expect(screen.getByText('Public discussion')).toBeTruthy();
    expect(screen.getByText(/the discussion section and its menu entry disappear/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('switch-openPublicDiscussion'));
    fireEvent.click(screen.getByTestId('save-discussion'));
    await screen.findByText('Discussion saved');
    expect(sent(calls, callKey(adminConfigCalls.setSwitchConfig))[0]?.body).toEqual({ openPublicDiscussion: false, openGroupDiscussion: true, openContestComment: true });

    fireEvent.click(screen.getByTestId('switch-hideNonContestSubmissionCode'));
    fireEvent.change(screen.getByTestId('number-defaultSubmitInterval'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('save-judging'));
    await waitFor(() => expect(sent(calls, callKey(adminConfigCalls.setSwitchConfig))).toHaveLength(2));
    expect(sent(calls, callKey(adminConfigCalls.setSwitchConfig))[1]?.body).toEqual({
      openPublicJudge: true,
      openContestJudge: true,
      openGroupJudge: true,
      hideNonContestSubmissionCode: true,
      codeShare: true,
      defaultSubmitInterval: 30,
    });
  });

  test('each remote judge has its switch, saved with the remote section only', async () => {
    const calls = await openSwitches();
    const remote = screen.getByTestId('switch-remote');
    expect(within(remote).getByText(/A judge switched off refuses importing its problems/)).toBeTruthy();
    expect(within(remote).getByText(/It judges with the Codeforces accounts/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('switch-openRemoteJudgePOJ'));
    fireEvent.click(screen.getByTestId('save-remote'));
    await screen.findByText('Remote judging saved');
    expect(sent(calls, callKey(adminConfigCalls.setSwitchConfig))[0]?.body).toEqual({
      openRemoteJudgeHDU: true,
      openRemoteJudgeCF: true,
      openRemoteJudgePOJ: false,
      openRemoteJudgeGYM: true,
      openRemoteJudgeAC: true,
      openRemoteJudgeSPOJ: true,
      openRemoteJudgeLIBRE: true,
    });
  });

  test('remote judge accounts: stored ones keep their password as the mask, a new one needs a name and a password', async () => {
    const calls = await openSwitches({ cfUsernameList: ['coach'], cfPasswordList: ['********'] });
    const cf = within(screen.getByTestId('accounts-cf'));
    expect((cf.getByTestId('account-name-cf') as HTMLInputElement).value).toBe('coach');
    expect(within(screen.getByTestId('accounts-hdu')).getByText('No account')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-account-hdu'));
    fireEvent.click(screen.getByTestId('save-accounts'));
    const hdu = within(screen.getByTestId('accounts-hdu'));
    expect(await hdu.findByText('Please enter the account name')).toBeTruthy();
    expect(hdu.getByText('Please enter the password')).toBeTruthy();
    expect(sent(calls, callKey(adminConfigCalls.setSwitchConfig))).toHaveLength(0);

    fireEvent.change(hdu.getByLabelText('Account name'), { target: { value: ' hdu-one ' } });
    fireEvent.change(hdu.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByTestId('save-accounts'));
    await screen.findByText('Remote judge accounts saved');
    expect(sent(calls, callKey(adminConfigCalls.setSwitchConfig))[0]?.body).toMatchObject({
      hduUsernameList: ['hdu-one'],
      hduPasswordList: ['pw'],
      cfUsernameList: ['coach'],
      cfPasswordList: ['********'],
      pojUsernameList: [],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove account coach' }));
    fireEvent.click(screen.getByTestId('save-accounts'));
    await waitFor(() => expect(sent(calls, callKey(adminConfigCalls.setSwitchConfig))).toHaveLength(2));
    expect(sent(calls, callKey(adminConfigCalls.setSwitchConfig))[1]?.body).toMatchObject({ cfUsernameList: [], cfPasswordList: [], hduPasswordList: ['********'] });
  });

  test('the numbers are bounded and required', async () => {
    const calls = await openSwitches();
    const interval = screen.getByTestId('number-defaultSubmitInterval') as HTMLInputElement;
    fireEvent.change(interval, { target: { value: '99999' } });
    expect(interval.value).not.toBe('99999');
    fireEvent.change(screen.getByTestId('number-defaultCreateGroupLimit'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('save-limits'));
    expect(await within(screen.getByTestId('switch-limits')).findByText('Please enter a number')).toBeTruthy();
    expect(sent(calls, callKey(adminConfigCalls.setSwitchConfig))).toHaveLength(0);
  });
});
