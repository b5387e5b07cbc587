import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserRecord, RoleWithAuths } from '@oj/shared/schemas/admin-user';
import { describe, expect, test } from 'vitest';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import type { Honor } from './api/admin-user-api.ts';
import { HonorPage } from './pages/honor-page.tsx';
import { RolePage } from './pages/role-page.tsx';
import { UsersPage } from './pages/users-page.tsx';
import { adminUserCalls } from '@oj/shared/api/admin-user';

const routes = [
  { path: '/admin/user', Component: UsersPage },
  { path: '/admin/role', Component: RolePage },
  { path: '/admin/honor', Component: HonorPage },
];

const ROLE_NAMES: Record<number, string> = { 1000: 'root', 1001: 'admin', 1002: 'default_user', 1008: 'problem_admin' };
const role = (id: number) => ({ id, role: ROLE_NAMES[id] ?? 'no_submit', description: '', status: 0 });
const user = (username: string, over: Partial<AdminUserRecord> = {}): AdminUserRecord => ({
  uid: `uid-${username}`,
  username,
  nickname: null,
  school: null,
  number: null,
  gender: 'secrecy',
  realname: null,
  cfUsername: null,
  github: null,
  blog: null,
  email: `${username}@example.test`,
  avatar: null,
  titleName: null,
  titleColor: null,
  signature: null,
  status: 0,
  gmtCreate: '2026-11-01T08:00:00.000Z',
  gmtModified: '2026-11-01T08:00:00.000Z',
  roles: [role(1002)],
  ...over,
});
const roles: RoleWithAuths[] = [
  { ...role(1000), auths: [{ id: 6, name: 'user', permission: 'user_admin', status: 0 }] },
  { ...role(1002), auths: [{ id: 2, name: 'submit', permission: 'submit', status: 0 }] },
  { ...role(1003), auths: [] },
  {
    ...role(1008),
    auths: [
      { id: 1, name: 'problem', permission: 'problem_admin', status: 0 },
      { id: 3, name: 'contest', permission: 'contest_admin', status: 0 },
    ],
  },
];
const honor = (id: number, name: string, color: string): Honor => ({ id, name, color, gmtModified: '2026-11-01T08:00:00.000Z' });
const page = <T,>(records: T[], total = records.length) => ({ records, total, current: 1, size: 10, pages: 1 });
const refusal = (msg: string, status = 400) => new Response(JSON.stringify({ status, msg, data: null }), { headers: { 'Content-Type': 'application/json' } });
const last = (calls: ReturnType<typeof mockApi>, key: string) => calls.filter((c) => c.key === key).at(-1);
const query = (calls: ReturnType<typeof mockApi>, key: string) => Object.fromEntries(last(calls, key)?.query ?? []);
const confirm = async () => fireEvent.click(await screen.findByTestId('confirm'));
const pick = async (testId: string, option: string) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

pageTestHooks();

// Each test walks a page through several calls and dialogs; the default 5 s is tight on a busy machine.
const SLOW = { timeout: 20_000 };

const listApi = (records: AdminUserRecord[], extra: Record<string, Handler> = {}) =>
  mockApi({
    [callKey(adminUserCalls.getUserList)]: () => page(records, 23),
    [callKey(adminUserCalls.getList)]: () => roles,
    [callKey(adminUserCalls.getHonor)]: () => [honor(1, 'Champion', '#F56C6C'), honor(2, 'Setter', '#409EFF')],
    ...extra,
  });

describe('the back office user list', SLOW, () => {
  test('keyword and page in the query string, "only admins", and each user with title, role and status badges', async () => {
    signIn('root', ['root']);
    const calls = listApi([user('root', { roles: [role(1000)] }), user('alice', { realname: 'Alice Li', titleName: 'Champion', titleColor: '#F56C6C', roles: [role(1008)] }), user('bob', { status: 1 })]);
    const router = renderRoutes(routes, '/admin/user?keyword=li&currentPage=2');
    const [rootRow, alice, bob] = await screen.findAllByTestId('admin-user-row', {}, { timeout: 5000 });
    expect(query(calls, callKey(adminUserCalls.getUserList))).toEqual({ currentPage: '2', limit: '10', keyword: 'li', onlyAdmin: 'false' });
    expect(within(rootRow!).getByTestId('role-tag').textContent).toBe('Super Admin');
    expect(within(alice!).getByTestId('role-tag').textContent).toBe('Problem Admin');
    expect(within(alice!).getByText('Champion')).toBeTruthy();
    expect(within(alice!).getByText('Alice Li')).toBeTruthy();
    expect(within(alice!).getByTestId('user-name').getAttribute('href')).toBe('/user-home?uid=uid-alice');
    expect(within(alice!).getByTestId('status-tag').textContent).toBe('Normal');
    expect(within(bob!).getByTestId('status-tag').textContent).toBe('Disabled');
    expect(within(bob!).getByTestId('role-tag').textContent).toBe('User');
    // One's own account is neither deletable nor selectable.
    expect(within(rootRow!).queryByTestId('delete-user')).toBeNull();
    expect((within(rootRow!).getByTestId('select-user') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('only-admin'));
    await waitFor(() => expect(query(calls, callKey(adminUserCalls.getUserList))).toEqual({ currentPage: '1', limit: '10', keyword: 'li', onlyAdmin: 'true' }));
    fireEvent.change(screen.getByTestId('user-search'), { target: { value: ' carol ' } });
    fireEvent.keyDown(screen.getByTestId('user-search'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=carol'));
  });

  test('delete one after a question; a refusal is shown as the catalogue words it', async () => {
    signIn('root', ['root']);
    let refuse = true;
    const calls = listApi([user('alice'), user('bob')], {
      [callKey(adminUserCalls.deleteUser)]: () => (refuse ? refusal('The selected users do not exist', 404) : null),
    });
    renderRoutes(routes, '/admin/user');
    const [alice] = await screen.findAllByTestId('admin-user-row', {}, { timeout: 5000 });
    fireEvent.click(within(alice!).getByTestId('delete-user'));
    expect(await screen.findByText('Delete the user alice? The account cannot be restored.')).toBeTruthy();
    expect(last(calls, callKey(adminUserCalls.deleteUser))).toBeUndefined();
    await confirm();
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The selected users do not exist'));
    expect(last(calls, callKey(adminUserCalls.deleteUser))?.body).toEqual({ ids: ['uid-alice'] });
    refuse = false;
    fireEvent.click(within(alice!).getByTestId('delete-user'));
    await confirm();
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('1 user deleted'));
  });

  test('bulk delete: refused while nothing is selected, then the selected users after a question; another page starts a new selection', async () => {
    signIn('root', ['root']);
    const calls = listApi([user('root', { roles: [role(1000)] }), user('alice'), user('bob'), user('carol')], { [callKey(adminUserCalls.deleteUser)]: () => null });
    renderRoutes(routes, '/admin/user');
    const rows = await screen.findAllByTestId('admin-user-row', {}, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('delete-selected'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Selected users must not be empty'));
    expect(screen.queryByTestId('confirm')).toBeNull();

    fireEvent.click(within(rows[1]!).getByTestId('select-user'));
    fireEvent.click(within(rows[3]!).getByTestId('select-user'));
    expect(screen.getByTestId('delete-selected').textContent).toBe('Delete selected (2)');
    fireEvent.click(screen.getByTestId('delete-selected'));
    expect(await screen.findByText('Delete the 2 selected users? Their accounts cannot be restored.')).toBeTruthy();
    await confirm();
    await waitFor(() => expect(last(calls, callKey(adminUserCalls.deleteUser))?.body).toEqual({ ids: ['uid-alice', 'uid-carol'] }));
    await waitFor(() => expect(screen.getByTestId('delete-selected').textContent).toBe('Delete selected (0)'));

    // "Select all" takes every user of the page but oneself.
    fireEvent.click(screen.getByTestId('select-all'));
    expect(screen.getByTestId('delete-selected').textContent).toBe('Delete selected (3)');
    fireEvent.click(screen.getAllByRole('button', { name: '2' })[0]!);
    await waitFor(() => expect(query(calls, callKey(adminUserCalls.getUserList)).currentPage).toBe('2'));
    await waitFor(() => expect(screen.getByTestId('delete-selected').textContent).toBe('Delete selected (0)'));
  });
});

describe('the user edit dialog', SLOW, () => {
  test('checks with the API rules, then sends role, status, title and the new password behind its switch', async () => {
    signIn('root', ['root']);
    const calls = listApi([user('alice', { realname: 'Alice', titleName: 'Old title', titleColor: '#000000' })], { [callKey(adminUserCalls.editUser)]: () => null });
    renderRoutes(routes, '/admin/user');
    const [alice] = await screen.findAllByTestId('admin-user-row', {}, { timeout: 5000 });
    fireEvent.click(within(alice!).getByTestId('edit-user'));
    const dialog = await screen.findByTestId('user-edit-dialog');
    expect((within(dialog).getByTestId('user-username') as HTMLInputElement).value).toBe('alice');
    expect((within(dialog).getByTestId('user-realname') as HTMLInputElement).value).toBe('Alice');
    // A title the catalogue no longer holds is kept as it is until changed.
    await waitFor(() => expect((within(dialog).getByTestId('user-title') as HTMLInputElement).value).toBe('Old title'));
    expect(within(dialog).queryByTestId('user-password')).toBeNull();

    fireEvent.change(within(dialog).getByTestId('user-email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByTestId('user-set-password'));
    fireEvent.change(within(dialog).getByTestId('user-password'), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByTestId('save-user'));
    await waitFor(() => expect(within(dialog).getByText('The email format is wrong')).toBeTruthy());
    expect(within(dialog).getByText('The password must have 6 to 20 characters')).toBeTruthy();
    expect(last(calls, callKey(adminUserCalls.editUser))).toBeUndefined();

    fireEvent.change(within(dialog).getByTestId('user-email'), { target: { value: 'alice@example.test' } });
    fireEvent.change(within(dialog).getByTestId('user-password'), { target: { value: 'new-secret-1' } });
    await pick('user-role', 'Problem Admin');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Disabled' }));
    await pick('user-title', 'Champion');
    fireEvent.click(within(dialog).getByTestId('save-user'));
    await waitFor(() =>
      expect(last(calls, callKey(adminUserCalls.editUser))?.body).toEqual({
        uid: 'uid-alice',
        username: 'alice',
        realname: 'Alice',
        email: 'alice@example.test',
        setNewPwd: true,
        password: 'new-secret-1',
        type: 1008,
        status: 1,
        titleName: 'Champion',
        titleColor: '#F56C6C',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('User updated'));
    await waitFor(() => expect(screen.queryByTestId('user-edit-dialog')).toBeNull());
  });

  test('no title clears it, no password is sent with the switch off, and a refusal keeps the dialog open with the catalogue text', async () => {
    signIn('root', ['root']);
    const calls = listApi([user('bob', { titleName: 'Setter', titleColor: '#409EFF' })], { [callKey(adminUserCalls.editUser)]: () => refusal('The_username_already_exists') });
    renderRoutes(routes, '/admin/user');
    const [bob] = await screen.findAllByTestId('admin-user-row', {}, { timeout: 5000 });
    fireEvent.click(within(bob!).getByTestId('edit-user'));
    const dialog = await screen.findByTestId('user-edit-dialog');
    await waitFor(() => expect((within(dialog).getByTestId('user-title') as HTMLInputElement).value).toBe('Setter'));
    await pick('user-title', 'No title');
    fireEvent.change(within(dialog).getByTestId('user-username'), { target: { value: 'alice' } });
    fireEvent.click(within(dialog).getByTestId('save-user'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The username already exists'));
    expect(last(calls, callKey(adminUserCalls.editUser))?.body).toMatchObject({ username: 'alice', setNewPwd: false, password: null, type: 1002, status: 0, titleName: null, titleColor: null });
    expect(screen.getByTestId('user-edit-dialog')).toBeTruthy();
  });

  test("one's own account: role and status are fixed", async () => {
    signIn('root', ['root']);
    listApi([user('root', { roles: [role(1000)] })]);
    renderRoutes(routes, '/admin/user');
    const [own] = await screen.findAllByTestId('admin-user-row', {}, { timeout: 5000 });
    fireEvent.click(within(own!).getByTestId('edit-user'));
    const dialog = await screen.findByTestId('user-edit-dialog');
    expect((within(dialog).getByTestId('user-role') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'Disabled' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('This is your own account: you cannot change its role or disable it.')).toBeTruthy();
  });
});

describe('roles and honors', SLOW, () => {
  test('the role table lists each role with its permissions', async () => {
    signIn('admin', ['admin']);
    mockApi({ [callKey(adminUserCalls.getList)]: () => roles });
    renderRoutes(routes, '/admin/role');
    const rows = await screen.findAllByTestId('role-row', {}, { timeout: 5000 });
    expect(rows).toHaveLength(4);
    expect(within(rows[3]!).getByTestId('role-tag').textContent).toBe('Problem Admin');
    expect(
      within(rows[3]!)
        .getAllByTestId('permission')
        .map((p) => p.textContent),
    ).toEqual(['Manage problems', 'Manage contests']);
    expect(within(rows[2]!).getByText('None')).toBeTruthy();
  });

  test('honors: create checked by the API rules, edit, delete after a question; a refusal shown as the catalogue words it', async () => {
    signIn('root', ['root']);
    let honors = [honor(1, 'Champion', '#F56C6C')];
    const calls = mockApi({
      [callKey(adminUserCalls.getHonor)]: () => honors,
      [callKey(adminUserCalls.addHonor)]: ({ body }) => {
        const { name, color } = body as Honor;
        if (name === 'Champion') return refusal('An honor with this name already exists');
        honors = [...honors, honor(2, name, color)];
        return honors[1];
      },
      [callKey(adminUserCalls.updateHonor)]: () => honors[0],
      [callKey(adminUserCalls.deleteHonor)]: () => null,
    });
    renderRoutes(routes, '/admin/honor');
    const [champion] = await screen.findAllByTestId('honor-row', {}, { timeout: 5000 });
    expect(within(champion!).getByText('Champion')).toBeTruthy();

    fireEvent.click(screen.getByTestId('add-honor'));
    let dialog = await screen.findByTestId('honor-dialog');
    fireEvent.change(within(dialog).getByTestId('honor-color'), { target: { value: 'blue-ish' } });
    fireEvent.click(within(dialog).getByTestId('save-honor'));
    await waitFor(() => expect(within(dialog).getByText('The title name is required')).toBeTruthy());
    expect(within(dialog).getByText('The colour must be like #1e90ff or rgb(30, 144, 255)')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('honor-name'), { target: { value: 'Champion' } });
    fireEvent.change(within(dialog).getByTestId('honor-color'), { target: { value: '#67C23A' } });
    expect(within(screen.getByTestId('honor-preview')).getByText('Champion')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('save-honor'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('An honor with this name already exists'));
    fireEvent.change(within(dialog).getByTestId('honor-name'), { target: { value: ' Setter ' } });
    fireEvent.click(within(dialog).getByTestId('save-honor'));
    await waitFor(() => expect(last(calls, callKey(adminUserCalls.addHonor))?.body).toEqual({ name: 'Setter', color: '#67C23A' }));
    await waitFor(() => expect(screen.getAllByTestId('honor-row')).toHaveLength(2));

    fireEvent.click(within(screen.getAllByTestId('honor-row')[0]!).getByTestId('edit-honor'));
    dialog = await screen.findByTestId('honor-dialog');
    expect((within(dialog).getByTestId('honor-name') as HTMLInputElement).value).toBe('Champion');
    fireEvent.change(within(dialog).getByTestId('honor-name'), { target: { value: 'Grand Champion' } });
    fireEvent.click(within(dialog).getByTestId('save-honor'));
    await waitFor(() => expect(last(calls, callKey(adminUserCalls.updateHonor))?.body).toEqual({ id: 1, name: 'Grand Champion', color: '#F56C6C' }));

    fireEvent.click(within(screen.getAllByTestId('honor-row')[1]!).getByTestId('delete-honor'));
    expect(await screen.findByText('Delete the honor Setter? Users who already have this title keep it.')).toBeTruthy();
    await confirm();
    await waitFor(() => expect(query(calls, callKey(adminUserCalls.deleteHonor))).toEqual({ id: '2' }));
  });
});
