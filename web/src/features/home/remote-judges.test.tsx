import { screen, waitFor } from '@testing-library/react';
import type { PublicSiteConfig } from '@oj/shared/schemas/home';
import { describe, expect, test } from 'vitest';
import { homeCalls } from '@oj/shared/api/home';
import { callKey, mockApi, pageTestHooks, renderRoutes } from '../../test/page-app.tsx';
import { RemoteJudges } from './components/remote-judges.tsx';

pageTestHooks();

const site = (remoteJudges: PublicSiteConfig['remoteJudges']): PublicSiteConfig => ({
  baseUrl: '',
  name: 'Online Judge',
  shortName: 'OJ',
  description: '',
  register: true,
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  recordName: '',
  recordUrl: '',
  projectName: '',
  projectUrl: '',
  remoteJudges,
});

const open = (remoteJudges: PublicSiteConfig['remoteJudges']) => {
  const calls = mockApi({ [callKey(homeCalls.getWebConfig)]: () => site(remoteJudges) });
  renderRoutes([{ path: '/home', Component: RemoteJudges }], '/home');
  return calls;
};

describe('the home page remote judge panel', () => {
  test('shows only the judges in service, each linking to its site', async () => {
    open(['CF', 'AC']);
    const panel = await screen.findByTestId('remote-judges');
    const links = [...panel.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Codeforces', 'https://codeforces.com'],
      ['AtCoder', 'https://atcoder.jp'],
    ]);
    expect(screen.queryByText('HDU')).toBeNull();
  });

  test('is hidden when no judge is in service', async () => {
    const calls = open([]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('remote-judges')).toBeNull();
  });
});
