import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailTransport } from '@oj/shared/schemas/admin-config';
import type { EmailConfigItem } from '@oj/shared/db/items/config';
import type { Logger } from '@oj/shared/logger';
import { perDeps, type Deps } from '../deps.ts';
import type { Env } from '../env.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** In AWS: SES. */
export class SesMailer implements Mailer {
  constructor(
    private readonly client: SESv2Client,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [mail.to] },
        Content: { Simple: { Subject: { Data: mail.subject }, Body: { Text: { Data: mail.text } } } },
      }),
    );
  }
}

/** Locally: every message is a file under the mail folder, and the log says where. */
export class FileMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: Logger,
    private readonly now: () => Date,
  ) {}

  async send(mail: Mail): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_')}.txt`);
    await writeFile(file, `From: ${this.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
    this.log.info('mail written', { to: mail.to, subject: mail.subject, file });
  }
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (SMTPS, usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  username: string;
  password: string | undefined;
  from: string;
}

/**
 * The site's own SMTP server, as the back office set it (set-email-config). nodemailer is loaded on the first
 * message: the groups that send mail (passport among them) would otherwise evaluate it at every cold start.
 */
export class SmtpMailer implements Mailer {
  constructor(private readonly settings: SmtpSettings) {}

  async send(mail: Mail): Promise<void> {
    const { host, port, secure, username, password, from } = this.settings;
    const { createTransport } = await import('nodemailer');
    const transport = createTransport({
      host,
      port,
      secure,
      auth: username ? { user: username, pass: password ?? '' } : undefined,
      // well inside the API's 29 s, so a dead server is reported instead of timing the request out
      connectionTimeout: 8_000,
      greetingTimeout: 8_000,
      socketTimeout: 12_000,
    });
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    } finally {
      transport.close();
    }
  }
}

/** The deployment's own transport (SES in AWS, files locally), made once per set of dependencies. */
const deploymentMailer = perDeps(({ env, log, now }): Mailer =>
  env.MAIL_MODE === 'ses' ? new SesMailer(new SESv2Client({ region: env.AWS_REGION }), env.MAIL_FROM) : new FileMailer(env.MAIL_DIR, env.MAIL_FROM, log, now),
);

/** Which transport the settings choose: SMTP once the back office gave a host, else the deployment's. */
export function mailTransportOf(env: Env, config: EmailConfigItem): MailTransport {
  return config.emailHost ? 'smtp' : env.MAIL_MODE;
}

const currentMailer = async (deps: Deps): Promise<Mailer> => {
  const config = await deps.repos.siteConfig.getEmailConfig();
  if (mailTransportOf(deps.env, config) !== 'smtp') return deploymentMailer(deps);
  return new SmtpMailer({
    host: config.emailHost,
    port: config.emailPort,
    secure: config.emailSsl,
    username: config.emailUsername,
    password: config.emailPasswordSealed === null ? undefined : deps.secrets.open(config.emailPasswordSealed),
    // SMTP servers take mail from their own account; a login that is no address sends as the deployment's sender
    from: config.emailUsername.includes('@') ? config.emailUsername : deps.env.MAIL_FROM,
  });
};

/** The mailer the site's mail settings choose at the time of each message (they are cached for a few seconds). */
export function mailerFor(deps: Deps): Mailer {
  return { send: async (mail) => (await currentMailer(deps)).send(mail) };
}
