import type { ChangeAccountReply, ChangeEmailBody, ChangePasswordBody, ChangeUserInfoBody, UserInfo } from '@oj/shared';
import type { z } from 'zod';
import { http } from '../../../lib/http.ts';

type AccountReply = z.infer<typeof ChangeAccountReply>;

/** The reply carries a fresh token (Refresh-Token), which the HTTP client adopts: other sessions end. */
export const changePassword = (body: z.input<typeof ChangePasswordBody>) => http.post<AccountReply>('/api/change-password', body);

export const getChangeEmailCode = (email: string) => http.get<{ email: string; expire: number }>('/api/get-change-email-code', { email });

export const changeEmail = (body: z.input<typeof ChangeEmailBody>) => http.post<AccountReply>('/api/change-email', body);

export const changeUserInfo = (body: z.input<typeof ChangeUserInfoBody>) => http.post<UserInfo>('/api/change-userInfo', body);

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return http.upload<UserInfo>('/api/file/upload-avatar', form);
};
