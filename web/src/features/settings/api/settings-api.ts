import type { ChangeEmailBody, ChangePasswordBody, ChangeUserInfoBody } from '@oj/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { fileCalls } from '@oj/shared/api/file';
import { passportCalls } from '@oj/shared/api/passport';

/** The reply carries a fresh token (Refresh-Token), which the HTTP client adopts: other sessions end. */
export const changePassword = (body: z.input<typeof ChangePasswordBody>) => api.call(passportCalls.changePassword, { body: body });

export const getChangeEmailCode = (email: string) => api.call(passportCalls.getChangeEmailCode, { query: { email } });

export const changeEmail = (body: z.input<typeof ChangeEmailBody>) => api.call(passportCalls.changeEmail, { body: body });

export const changeUserInfo = (body: z.input<typeof ChangeUserInfoBody>) => api.call(passportCalls.changeUserInfo, { body: body });

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api.call(fileCalls.uploadAvatar, { body: form });
};
