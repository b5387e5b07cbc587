import type { z } from 'zod';
import type {
  ApplyResetPasswordBody,
  CalendarHeatmap,
  CaptchaReply,
  ChangeAccountReply,
  ChangeEmailBody,
  ChangePasswordBody,
  ChangeUserInfoBody,
  CheckUsernameOrEmailBody,
  CheckUsernameOrEmailReply,
  EmailQuery,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  UserAuthInfo,
  UserHomeInfo,
  UserInfo,
  UserLookupQuery,
} from '../schemas/account.ts';
import { type BodyOf, type QueryOf, get, post } from './call.ts';

/** The passport group's calls (functions/src/groups/passport). */
export const passportCalls = {
  login: post<{ body: BodyOf<typeof LoginBody>; reply: UserInfo }>('/api/login'),
  getRegisterCode: get<{ query: QueryOf<typeof EmailQuery>; reply: { email: string; expire: number } }>('/api/get-register-code'),
  register: post<{ body: BodyOf<typeof RegisterBody>; reply: null }>('/api/register'),
  checkUsernameOrEmail: post<{ body: BodyOf<typeof CheckUsernameOrEmailBody>; reply: z.infer<typeof CheckUsernameOrEmailReply> }>('/api/check-username-or-email'),
  getCaptcha: get<{ reply: z.infer<typeof CaptchaReply> }>('/api/captcha'),
  applyResetPassword: post<{ body: BodyOf<typeof ApplyResetPasswordBody>; reply: null }>('/api/apply-reset-password'),
  resetPassword: post<{ body: BodyOf<typeof ResetPasswordBody>; reply: null }>('/api/reset-password'),
  logout: get<{ reply: null }>('/api/logout'),
  getUserAuthInfo: get<{ reply: z.infer<typeof UserAuthInfo> }>('/api/get-user-auth-info'),
  getUserHomeInfo: get<{ query: QueryOf<typeof UserLookupQuery>; reply: UserHomeInfo }>('/api/get-user-home-info'),
  getUserCalendarHeatmap: get<{ query: QueryOf<typeof UserLookupQuery>; reply: z.infer<typeof CalendarHeatmap> }>('/api/get-user-calendar-heatmap'),
  changePassword: post<{ body: BodyOf<typeof ChangePasswordBody>; reply: z.infer<typeof ChangeAccountReply> }>('/api/change-password'),
  getChangeEmailCode: get<{ query: QueryOf<typeof EmailQuery>; reply: { email: string; expire: number } }>('/api/get-change-email-code'),
  changeEmail: post<{ body: BodyOf<typeof ChangeEmailBody>; reply: z.infer<typeof ChangeAccountReply> }>('/api/change-email'),
  changeUserInfo: post<{ body: BodyOf<typeof ChangeUserInfoBody>; reply: UserInfo }>('/api/change-userInfo'),
};
