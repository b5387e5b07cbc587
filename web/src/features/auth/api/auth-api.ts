import type { ApplyResetPasswordBody, CaptchaReply, CheckUsernameOrEmailReply, LoginBody, RegisterBody, ResetPasswordBody, UserInfo } from '@oj/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, requestWithHeaders } from '../../../lib/http.ts';
import { session } from '../../../lib/session.ts';

/** Logs in and keeps the token (from the Authorization response header) and the user info. */
export const login = async (body: z.input<typeof LoginBody>): Promise<UserInfo> => {
  const { data, headers } = await requestWithHeaders<UserInfo>('POST', '/api/login', { body });
  const token = headers.get('Authorization');
  if (!token) throw new Error('The login reply carried no token');
  session.signIn(token, data);
  return data;
};

export const logout = () => http.get<null>('/api/logout', undefined, { silent: true });

export const getRegisterCode = (email: string) => http.get<{ email: string; expire: number }>('/api/get-register-code', { email });

export const register = (body: z.input<typeof RegisterBody>) => http.post<null>('/api/register', body);

/** Whether a username or an email is taken; the blur checks ignore its failures (spec 000 section 5). */
export const checkUsernameOrEmail = (body: { username?: string; email?: string }) =>
  http.post<z.infer<typeof CheckUsernameOrEmailReply>>('/api/check-username-or-email', body, { silent: true });

export const getCaptcha = () => http.get<z.infer<typeof CaptchaReply>>('/api/captcha');
export const captchaQuery = queryOptions({ queryKey: ['captcha'], queryFn: getCaptcha, staleTime: Infinity, gcTime: 0 });

export const applyResetPassword = (body: z.input<typeof ApplyResetPasswordBody>) => http.post<null>('/api/apply-reset-password', body);

export const resetPassword = (body: z.input<typeof ResetPasswordBody>) => http.post<null>('/api/reset-password', body);
