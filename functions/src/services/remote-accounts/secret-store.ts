import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { parseStoredAccounts } from './file-store.ts';
import type { AccountStore } from './store.ts';

/** In AWS: every judge's accounts in one Secrets Manager secret (JSON), created by the API stack holding `{}`. */
export function secretAccountStore(region: string, secretId: string): AccountStore {
  const client = new SecretsManagerClient({ region });
  const read = async () => parseStoredAccounts((await client.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString);
  return {
    read,
    write: async (lists) => {
      await client.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: JSON.stringify({ ...(await read()), ...lists }) }));
    },
  };
}
