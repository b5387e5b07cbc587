import { z } from 'zod';
import { GENDERS } from '../enums.ts';
import { AUTH, LIMITS } from '../limits.ts';
import { hasHiddenCharacters, looksReserved } from './names.ts';

const hiddenMessage = (what: string) => `${what} may not contain control, invisible or formatting characters`;

/**
 * Field rules of spec 000 section 5; each message is a key of the spec's catalogue, or a sentence where it has
 * none. Names are NFKC-normalised and may hide nothing (names.ts).
 */
export const usernameField = z
  .string({ error: 'Username_Check_Required' })
  .trim()
  .normalize('NFKC')
  .min(1, 'Username_Check_Required')
  .max(LIMITS.usernameMax, 'Username_Check_Max')
  .refine((u) => !hasHiddenCharacters(u), hiddenMessage('The username'))
  .regex(/^[^\s<>"'&/\\]+$/u, 'The username may not contain spaces or the characters < > " \' & / \\');

/** A username being taken: besides the rules above, neither a reserved name nor a look-alike of one. */
export const newUsernameField = usernameField.refine((u) => !looksReserved(u), 'The username is reserved or looks like a reserved name');

export const passwordField = z
  .string({ error: 'Password_Check_Required' })
  .min(1, 'Password_Check_Required')
  .refine((p) => p.length >= LIMITS.passwordMin && p.length <= LIMITS.passwordMax, 'Password_Check_Between');

export const emailField = z
  .string({ error: 'Email_Check_Required' })
  .trim()
  .min(1, 'Email_Check_Required')
  .max(LIMITS.emailMax, 'Email_Check_Format')
  .pipe(z.email({ error: 'Email_Check_Format' }));

export const emailCodeField = z.string({ error: 'Code_Check_Required' }).trim().min(1, 'Code_Check_Required').length(LIMITS.emailCodeLength, 'Code_Check_Length');

export const LoginBody = z.object({
  // NFKC as at registration, so a full-width or otherwise compatible spelling finds the same account
  username: z
    .string({ error: 'Username_Check_Required' })
    .trim()
    .min(1, 'Username_Check_Required')
    .max(100, 'Username_Check_Max')
    .transform((v) => v.normalize('NFKC')),
  password: z.string({ error: 'Password_Check_Required' }).min(1, 'Password_Check_Required').max(200, 'Password_Check_Between'),
});

export const RegisterBody = z.object({
  username: newUsernameField,
  password: passwordField,
  email: emailField,
  code: emailCodeField,
});

export const EmailQuery = z.object({ email: emailField });

export const CheckUsernameOrEmailBody = z.object({
  username: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v.normalize('NFKC'))
    .optional(),
  email: z.string().trim().max(LIMITS.emailMax).optional(),
});
export const CheckUsernameOrEmailReply = z.object({ username: z.boolean(), email: z.boolean() });

export const CaptchaReply = z.object({ img: z.string(), captchaKey: z.string() });

export const ApplyResetPasswordBody = z.object({
  email: emailField,
  captcha: z.string({ error: 'Please enter the captcha' }).trim().min(LIMITS.captchaMin, 'Please enter the captcha').max(LIMITS.captchaMax, 'The captcha is wrong'),
  captchaKey: z.string({ error: 'The captcha has expired, please refresh it' }).min(1, 'The captcha has expired, please refresh it').max(64),
});

export const ResetPasswordBody = z.object({
  username: usernameField,
  password: passwordField,
  code: z.string({ error: 'Code_Check_Required' }).trim().min(1, 'Code_Check_Required').max(64, 'The reset link is invalid or has expired'),
});

export const ChangePasswordBody = z
  .object({
    oldPassword: z.string({ error: 'The current password can not be empty' }).min(1, 'The current password can not be empty').max(200),
    newPassword: passwordField,
  })
  .refine((b) => b.oldPassword !== b.newPassword, { message: 'The new password must differ from the current one', path: ['newPassword'] });

export const ChangeEmailBody = z.object({
  password: z.string({ error: 'The current password can not be empty' }).min(1, 'The current password can not be empty').max(200),
  newEmail: emailField,
  code: emailCodeField,
});

const text = (max: number, what: string) => z.string().trim().max(max, `${what} must be at most ${max} characters`);
/** Text shown as someone's name (nickname, real name, school): normalised like a username, hiding nothing. */
const nameText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .normalize('NFKC')
    .max(max, `${what} must be at most ${max} characters`)
    .refine((v) => !hasHiddenCharacters(v), hiddenMessage(what));
/** The profile's names, wherever they are set (the user's settings, the back office's edit, the bulk import). */
export const nicknameField = nameText(LIMITS.nicknameMax, 'The nickname');
export const realnameField = nameText(LIMITS.realnameMax, 'The real name');
export const schoolField = nameText(LIMITS.schoolMax, 'The school');
/** Absent and null both leave the field as it is. */
const optional = (field: z.ZodString) =>
  field
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);
const optionalUrl = (what: string) => optional(text(LIMITS.urlMax, what)).refine((v) => !v || /^https?:\/\/[^\s]+$/i.test(v), `${what} must be an http(s) link`);

/** change-userInfo: the profile fields a user edits; absent fields stay as they are. */
export const ChangeUserInfoBody = z.object({
  nickname: optional(nicknameField),
  realname: optional(realnameField),
  school: optional(schoolField),
  number: optional(text(LIMITS.numberMax, 'The student number')),
  gender: z
    .enum(GENDERS, { error: 'The gender must be male, female or secrecy' })
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
  github: optionalUrl('The GitHub link'),
  blog: optionalUrl('The blog link'),
  cfUsername: optional(text(LIMITS.usernameMax * 2, 'The Codeforces username')),
  signature: optional(text(LIMITS.signatureMax, 'The signature')),
});

/** The logged-in user's own info (login reply, settings). */
export const UserInfo = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  number: z.string().nullable(),
  realname: z.string().nullable(),
  school: z.string().nullable(),
  signature: z.string().nullable(),
  gender: z.enum(GENDERS),
  github: z.string().nullable(),
  blog: z.string().nullable(),
  cfUsername: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  roleList: z.array(z.string()),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const UserAuthInfo = z.object({ roles: z.array(z.string()), permissions: z.array(z.string()).readonly() });

export const ChangeAccountReply = z.object({ code: z.number(), msg: z.string(), userInfo: UserInfo.optional() });

export const UserLookupQuery = z.object({
  uid: z.string().trim().max(64).optional(),
  username: z.string().trim().max(100).optional(),
});

export const SolvedProblem = z.object({ pid: z.number(), problemId: z.string(), difficulty: z.number() });
export const UserHomeInfo = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS),
  school: z.string().nullable(),
  signature: z.string().nullable(),
  github: z.string().nullable(),
  blog: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  total: z.number(),
  rating: z.number().nullable(),
  scoreList: z.array(z.number()),
  solvedList: z.array(z.string()),
  solvedGroupByDifficulty: z.record(z.string(), z.array(SolvedProblem)),
  recentLoginTime: z.string().nullable(),
});
export type UserHomeInfo = z.infer<typeof UserHomeInfo>;

export const CalendarHeatmap = z.object({
  dataList: z.array(z.object({ date: z.string(), count: z.number() })),
  endDate: z.string(),
});

export const RESEND_WAIT = { register: AUTH.registerCodeResendSeconds, reset: AUTH.resetMailResendSeconds } as const;
