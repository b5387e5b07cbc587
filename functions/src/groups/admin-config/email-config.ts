import type { EmailConfigItem } from '@oj/shared/db/items/config';
import { adminConfigCalls } from '@oj/shared/api/admin-config';
import { EmailConfigBody, SECRET_MASK, TestEmailBody, type EmailConfigView } from '@oj/shared/schemas/admin-config';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { mailerFor, mailTransportOf } from '../../services/mailer.ts';
import { givenFields } from './given-fields.ts';
import { SYSTEM_INFO_ADMIN } from './web-config.ts';

/** The settings as the back office shows them: the password only as SECRET_MASK (or '' when none is stored). */
const toEmailConfigView = (deps: Deps, config: EmailConfigItem): EmailConfigView => ({
  emailHost: config.emailHost,
  emailPort: config.emailPort,
  emailUsername: config.emailUsername,
  emailPassword: config.emailPasswordSealed === null ? '' : SECRET_MASK,
  emailSsl: config.emailSsl,
  emailBGImg: config.emailBGImg,
  transport: mailTransportOf(deps.env, config),
});

/** SECRET_MASK (or nothing) keeps the stored password, '' removes it, anything else is sealed and stored. */
const passwordField = (deps: Deps, password: string | null | undefined) => {
  if (password === undefined || password === null || password === SECRET_MASK) return {};
  return { emailPasswordSealed: password === '' ? null : deps.secrets.seal(password) };
};

/** The mail settings (the site's SMTP server, or the deployment's transport) and a test message through them. */
export const emailConfigRoutes = [
  route(adminConfigCalls.getEmailConfig, {
    access: SYSTEM_INFO_ADMIN,
    handler: async ({ deps }) => toEmailConfigView(deps, await deps.repos.siteConfig.readEmailConfig()),
  }),
  route(adminConfigCalls.setEmailConfig, {
    access: SYSTEM_INFO_ADMIN,
    body: EmailConfigBody,
    handler: async ({ deps, body }) => {
      const { emailPassword, ...rest } = body;
      await deps.repos.siteConfig.setConfigFields('email', { ...givenFields(rest), ...passwordField(deps, emailPassword) });
      return null;
    },
  }),
  route(adminConfigCalls.testEmail, {
    access: SYSTEM_INFO_ADMIN,
    body: TestEmailBody,
    handler: async ({ deps, body }) => {
      const site = await deps.repos.siteConfig.getWebsiteConfig();
      try {
        await mailerFor(deps).send({
          to: body.email,
          subject: `${site.shortName}: test mail`,
          text: `This is a test mail from ${site.name}. The site's mail settings work.`,
        });
      } catch (err) {
        throw badRequest(`The test mail could not be sent: ${err instanceof Error ? err.message : String(err)}`);
      }
      return null;
    },
  }),
];
