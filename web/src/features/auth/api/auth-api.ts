import type { ApplyResetPasswordBody, LoginBody, RegisterBody, ResetPasswordBody, UserInfo } from '@oj/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { session } from '../../../lib/session.ts';
import { api } from '../../../lib/api.ts';
import { passportCalls } from '@oj/shared/api/passport';

/** Logs in and keeps the token (from the Authorization response header) and the user info. */
export async function login(body: z.input<typeof LoginBody>): Promise<UserInfo> {
  const { data, headers } = await api.callWithHeaders(passportCalls.login, { body });
  const token = headers.get('Authorization');
  if (!token) throw new Error('The login reply carried no token');
  session.signIn(token, data);
  return data;
}

export function logout() {
  return api.call(passportCalls.logout, { silent: true });
}

export function getRegisterCode(email: string) {
  return api.call(passportCalls.getRegisterCode, { query: { email } });
}

export function register(body: z.input<typeof RegisterBody>) {
  return api.call(passportCalls.register, { body: body });
}

/** Whether a username or an email is taken; the blur checks ignore its failures (spec 000 section 5). */
export function checkUsernameOrEmail(body: { username?: string; email?: string }) {
  return api.call(passportCalls.checkUsernameOrEmail, { body: body, silent: true });
}

export function getCaptcha() {
  return api.call(passportCalls.getCaptcha);
}
export const captchaQuery = queryOptions({ queryKey: ['captcha'], queryFn: getCaptcha, staleTime: Infinity, gcTime: 0 });

export function applyResetPassword(body: z.input<typeof ApplyResetPasswordBody>) {
  return api.call(passportCalls.applyResetPassword, { body: body });
}

export function resetPassword(body: z.input<typeof ResetPasswordBody>) {
  return api.call(passportCalls.resetPassword, { body: body });
}
