import type { ChangeEmailBody, ChangePasswordBody, ChangeUserInfoBody } from '@oj/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { fileCalls } from '@oj/shared/api/file';
import { passportCalls } from '@oj/shared/api/passport';

/** The reply carries a fresh token (Refresh-Token), which the HTTP client adopts: other sessions end. */
export function changePassword(body: z.input<typeof ChangePasswordBody>) {
  return api.call(passportCalls.changePassword, { body: body });
}

export function getChangeEmailCode(email: string) {
  return api.call(passportCalls.getChangeEmailCode, { query: { email } });
}

export function changeEmail(body: z.input<typeof ChangeEmailBody>) {
  return api.call(passportCalls.changeEmail, { body: body });
}

export function changeUserInfo(body: z.input<typeof ChangeUserInfoBody>) {
  return api.call(passportCalls.changeUserInfo, { body: body });
}

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api.call(fileCalls.uploadAvatar, { body: form });
}
