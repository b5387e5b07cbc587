import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Logger } from '@oj/shared/logger';
import { perDeps } from '../deps.ts';

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

/** The mailer the environment chooses (SES in AWS, files locally), made once per set of dependencies. */
export const mailerFor = perDeps(({ env, log, now }): Mailer =>
  env.MAIL_MODE === 'ses' ? new SesMailer(new SESv2Client({ region: env.AWS_REGION }), env.MAIL_FROM) : new FileMailer(env.MAIL_DIR, env.MAIL_FROM, log, now),
);
