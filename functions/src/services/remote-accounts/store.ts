import type { RemoteJudge } from '@oj/shared/schemas/admin-config';
import type { RemoteAccount } from '../../remote-judge/site.ts';

/** Each remote judge's accounts (the switch page's lists; GYM uses CF's), passwords in clear. */
export type SiteAccounts = Record<RemoteJudge, RemoteAccount[]>;

/**
 * Where the accounts' secrets live: one Secrets Manager secret in AWS, a file under .data/ locally. A store holds the
 * lists it was given; a judge it holds no list for is not its to answer (remote-accounts.ts then reads the lists the
 * switch page sealed into the table before the store existed).
 */
export interface AccountStore {
  read(): Promise<Partial<SiteAccounts>>;
  /** Replaces the lists of the judges given and keeps the others. */
  write(lists: Partial<SiteAccounts>): Promise<void>;
}
