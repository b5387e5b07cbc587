import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, withLogin } from './with-login.ts';

/** An attempt answering from a script, and a login that counts itself. */
function scripted(...answers: (string | typeof LOGGED_OUT)[]) {
  const state = { logins: 0, attempts: 0 };
  return {
    state,
    login: async () => void state.logins++,
    attempt: async () => answers[state.attempts++]!,
  };
}

describe('withLogin', () => {
  it('logs in first when the session holds no login', async () => {
    const { state, login, attempt } = scripted('ok');
    expect(await withLogin('LIBRE', false, login, attempt)).toBe('ok');
    expect(state).toEqual({ logins: 1, attempts: 1 });
  });

  it('uses a session as it is, and logs in once more when the site shows it expired', async () => {
    const fresh = scripted('ok');
    expect(await withLogin('LIBRE', true, fresh.login, fresh.attempt)).toBe('ok');
    expect(fresh.state).toEqual({ logins: 0, attempts: 1 });
    const expired = scripted(LOGGED_OUT, 'ok');
    expect(await withLogin('LIBRE', true, expired.login, expired.attempt)).toBe('ok');
    expect(expired.state).toEqual({ logins: 1, attempts: 2 });
  });

  it.each([false, true])('fails as login-failed when still logged out right after logging in (had a session: %s)', async (loggedIn) => {
    const { state, login, attempt } = scripted(LOGGED_OUT, LOGGED_OUT, 'never');
    await expect(withLogin('CF', loggedIn, login, attempt)).rejects.toMatchObject({ failure: 'login-failed', retry: false });
    expect(state).toEqual({ logins: 1, attempts: loggedIn ? 2 : 1 });
  });
});
