import { randomUUID } from 'node:crypto';
import { passportCalls } from '@oj/shared/api/passport';
import {
  ApplyResetPasswordBody,
  AUTH,
  ChangeEmailBody,
  ChangePasswordBody,
  ChangeUserInfoBody,
  CheckUsernameOrEmailBody,
  EmailQuery,
  LoginBody,
  RegisterBody,
  permissionsOf,
  ResetPasswordBody,
  Role,
  roleName,
  UserLookupQuery,
} from '@oj/shared';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, forbidden } from '../../http/app-error.ts';
import { REFRESH_HEADER, TOKEN_HEADER, requireUser } from '../../http/auth.ts';
import { LOGIN, PUBLIC, route, type GroupDef } from '../../http/route.ts';
import { sixDigitCode } from '../../domain/one-time-codes.ts';
import { linkToken } from '../../domain/one-time-codes.ts';
import { DuplicateUserError } from '../../domain/users.ts';
import { mailerFor } from '../../services/mailer.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { checkCaptcha, newCaptcha } from './captcha.ts';
import { allowMailFrom, allowRegisterCode } from './mail-limits.ts';
import { calendarHeatmap, userHomeInfo } from './user-home.ts';
import { toUserInfo } from '../../services/account/user-info.ts';
import { checkCredentials, startSession } from '../../services/account/sign-in.ts';

const requireRegisterOpen = async (deps: Deps) => {
  if (!(await deps.repos.siteConfig.getWebsiteConfig()).register) throw forbidden('Registration is closed on this site');
};

const waitError = (seconds: number) => new AppError(429, `Please wait ${seconds} seconds before asking again`);

/** Wrong current passwords count like failed logins, so a stolen session cannot guess the password. */
const checkCurrentPassword = async (deps: Deps, uid: string, password: string, ip: string) => {
  const user = await deps.repos.users.getUser(uid, true);
  if (!user) throw badRequest('The user does not exist');
  const lockName = `#account#${uid}`;
  const locked = await deps.repos.loginFailures.lockedForSeconds(lockName, ip, deps.now());
  if (locked > 0) throw new AppError(403, `Too many wrong passwords: try again in ${Math.ceil(locked / 60)} minutes`);
  if (!(await verifyPassword(password, user.passwordHash)).ok) {
    await deps.repos.loginFailures.recordFailure(lockName, ip, deps.now());
    throw badRequest('The current password is wrong');
  }
  await deps.repos.loginFailures.clearFailures(lockName, ip);
  return user;
};

export const passportRoutes = [
  route(passportCalls.login, {
    access: PUBLIC,
    body: LoginBody,
    handler: async ({ c, deps, body, ip }) => {
      const user = await checkCredentials(deps, body.username, body.password, ip);
      return toUserInfo(await startSession(c, deps, user, ip));
    },
  }),
  route(passportCalls.getRegisterCode, {
    access: PUBLIC,
    query: EmailQuery,
    handler: async ({ deps, query, ip }) => {
      await requireRegisterOpen(deps);
      if (await deps.repos.users.uidByEmail(query.email)) throw badRequest('The_email_already_exists');
      await allowRegisterCode(deps, ip, query.email);
      const code = sixDigitCode();
      const stored = await deps.repos.oneTimeCodes.storeCode('register', query.email, code, {
        ttlSeconds: AUTH.registerCodeTtlSeconds,
        resendSeconds: AUTH.registerCodeResendSeconds,
        now: deps.now(),
      });
      if (!stored.ok) throw waitError(stored.waitSeconds);
      const site = await deps.repos.siteConfig.getWebsiteConfig();
      await mailerFor(deps).send({
        to: query.email,
        subject: `${site.shortName}: your registration code`,
        text: `Your registration code is ${code}. It is valid for ${AUTH.registerCodeTtlSeconds / 60} minutes.\n\nIf you did not ask to register at ${site.name}, ignore this message.`,
      });
      return { email: query.email, expire: AUTH.registerCodeTtlSeconds };
    },
  }),
  route(passportCalls.register, {
    access: PUBLIC,
    body: RegisterBody,
    handler: async ({ deps, body }) => {
      await requireRegisterOpen(deps);
      if (await deps.repos.users.uidByUsername(body.username)) throw badRequest('The_username_already_exists');
      if (await deps.repos.users.uidByEmail(body.email)) throw badRequest('The_email_already_exists');
      if (!(await deps.repos.oneTimeCodes.consumeCode('register', body.email, body.code, deps.now()))) {
        throw badRequest('The verification code is wrong or has expired');
      }
      try {
        await deps.repos.users.createUser(
          { uid: randomUUID().replaceAll('-', ''), username: body.username, email: body.email, passwordHash: await hashPassword(body.password), roleId: Role.USER },
          deps.now(),
        );
      } catch (err) {
        if (err instanceof DuplicateUserError) throw badRequest(err.message);
        throw err;
      }
      return null;
    },
  }),
  route(passportCalls.checkUsernameOrEmail, {
    access: PUBLIC,
    body: CheckUsernameOrEmailBody,
    handler: async ({ deps, body }) => ({
      username: body.username ? Boolean(await deps.repos.users.uidByUsername(body.username)) : false,
      email: body.email ? Boolean(await deps.repos.users.uidByEmail(body.email)) : false,
    }),
  }),
  route(passportCalls.getCaptcha, {
    access: PUBLIC,
    handler: ({ deps }) => newCaptcha(deps.repos, deps.now()),
  }),
  route(passportCalls.applyResetPassword, {
    access: PUBLIC,
    body: ApplyResetPasswordBody,
    handler: async ({ deps, body, ip }) => {
      if (!(await checkCaptcha(deps.repos, body.captchaKey, body.captcha, deps.now()))) throw badRequest('The captcha is wrong or has expired');
      const user = await deps.repos.users.getUserByEmail(body.email);
      if (!user) throw badRequest('The_email_does_not_exists');
      await allowMailFrom(deps, ip);
      const code = linkToken();
      const stored = await deps.repos.oneTimeCodes.storeCode('reset', user.username, code, {
        ttlSeconds: AUTH.resetLinkTtlSeconds,
        resendSeconds: AUTH.resetMailResendSeconds,
        now: deps.now(),
      });
      if (!stored.ok) throw waitError(stored.waitSeconds);
      const site = await deps.repos.siteConfig.getWebsiteConfig();
      const link = `${deps.env.SITE_URL}/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
      await mailerFor(deps).send({
        to: body.email,
        subject: `${site.shortName}: reset your password`,
        text: `Hello ${user.username},\n\nOpen this link to choose a new password (valid for ${AUTH.resetLinkTtlSeconds / 60} minutes):\n${link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.`,
      });
      return null;
    },
  }),
  route(passportCalls.resetPassword, {
    access: PUBLIC,
    body: ResetPasswordBody,
    handler: async ({ deps, body }) => {
      const user = await deps.repos.users.getUserByUsername(body.username);
      if (!user) throw badRequest('The_username_does_not_exists');
      if (!(await deps.repos.oneTimeCodes.consumeCode('reset', user.username, body.code, deps.now()))) throw badRequest('The reset link is invalid or has expired');
      await deps.repos.users.updateUser(user.uid, { passwordHash: await hashPassword(body.password) }, deps.now());
      await deps.repos.users.bumpTokenVersion(user.uid);
      return null;
    },
  }),
  route(passportCalls.logout, {
    access: LOGIN,
    handler: async ({ deps, user }) => {
      await deps.repos.users.bumpTokenVersion(requireUser(user).uid);
      return null;
    },
  }),
  route(passportCalls.getUserAuthInfo, {
    access: LOGIN,
    handler: async ({ user }) => {
      const me = requireUser(user);
      return { roles: [roleName(me.roleId)], permissions: permissionsOf(me.roleId) };
    },
  }),
  route(passportCalls.getUserHomeInfo, {
    access: PUBLIC,
    query: UserLookupQuery,
    handler: ({ deps, query, user }) => userHomeInfo(deps, query, user),
  }),
  route(passportCalls.getUserCalendarHeatmap, {
    access: PUBLIC,
    query: UserLookupQuery,
    handler: ({ deps, query, user }) => calendarHeatmap(deps, query, user),
  }),
  route(passportCalls.changePassword, {
    access: LOGIN,
    body: ChangePasswordBody,
    handler: async ({ c, deps, body, user, ip }) => {
      const me = await checkCurrentPassword(deps, requireUser(user).uid, body.oldPassword, ip);
      await deps.repos.users.updateUser(me.uid, { passwordHash: await hashPassword(body.newPassword) }, deps.now());
      // Every other session ends; this one continues with a fresh token.
      const version = await deps.repos.users.bumpTokenVersion(me.uid);
      c.header(TOKEN_HEADER, await deps.tokens.issue(me.uid, version));
      c.header(REFRESH_HEADER, 'true');
      return { code: 200, msg: 'Update_Successfully' };
    },
  }),
  route(passportCalls.getChangeEmailCode, {
    access: LOGIN,
    query: EmailQuery,
    handler: async ({ deps, query, user }) => {
      const me = await deps.repos.users.getUser(requireUser(user).uid);
      if (!me) throw badRequest('The user does not exist');
      if (me.email?.toLowerCase() === query.email.toLowerCase()) throw badRequest('The new email must differ from the current one');
      if (await deps.repos.users.uidByEmail(query.email)) throw badRequest('The_email_already_exists');
      const code = sixDigitCode();
      const stored = await deps.repos.oneTimeCodes.storeCode('change-email', me.uid, code, {
        ttlSeconds: AUTH.changeEmailCodeTtlSeconds,
        resendSeconds: AUTH.registerCodeResendSeconds,
        now: deps.now(),
        subjectData: { email: query.email.toLowerCase() },
      });
      if (!stored.ok) throw waitError(stored.waitSeconds);
      const site = await deps.repos.siteConfig.getWebsiteConfig();
      await mailerFor(deps).send({
        to: query.email,
        subject: `${site.shortName}: confirm your new email`,
        text: `Hello ${me.username},\n\nYour code to change your email is ${code}. It is valid for ${AUTH.changeEmailCodeTtlSeconds / 60} minutes.`,
      });
      return { email: query.email, expire: AUTH.changeEmailCodeTtlSeconds };
    },
  }),
  route(passportCalls.changeEmail, {
    access: LOGIN,
    body: ChangeEmailBody,
    handler: async ({ deps, body, user, ip }) => {
      const me = await checkCurrentPassword(deps, requireUser(user).uid, body.password, ip);
      if (me.email?.toLowerCase() === body.newEmail.toLowerCase()) throw badRequest('The new email must differ from the current one');
      const stored = await deps.repos.oneTimeCodes.consumeCode('change-email', me.uid, body.code, deps.now());
      if (!stored || stored.subjectData.email !== body.newEmail.toLowerCase()) throw badRequest('The verification code is wrong or has expired');
      try {
        await deps.repos.users.changeEmail(me, body.newEmail, deps.now());
      } catch (err) {
        if (err instanceof DuplicateUserError) throw badRequest(err.message);
        throw err;
      }
      const updated = await deps.repos.users.getUser(me.uid, true);
      return { code: 200, msg: 'Update_Successfully', userInfo: updated && toUserInfo(updated) };
    },
  }),
  route(passportCalls.changeUserInfo, {
    access: LOGIN,
    body: ChangeUserInfoBody,
    handler: async ({ deps, body, user }) => toUserInfo(await deps.repos.users.updateUser(requireUser(user).uid, body, deps.now())),
  }),
];

export const passportGroup: GroupDef = { name: 'passport', routes: passportRoutes, table: 'readwrite', mail: true };
