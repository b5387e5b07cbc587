import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { secretAccountStore } from './secret-store.ts';

const sm = mockClient(SecretsManagerClient);
afterEach(() => sm.reset());

describe('the Secrets Manager store', () => {
  it('reads the secret the stack made ({}) as no lists, and writes the judges given over the others', async () => {
    const store = secretAccountStore('eu-west-1', 'arn:remote');
    sm.on(GetSecretValueCommand, { SecretId: 'arn:remote' }).resolves({ SecretString: '{}' });
    expect(await store.read()).toEqual({});
    sm.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ hdu: [{ username: 'a', password: 'pa' }] }) });
    sm.on(PutSecretValueCommand).resolves({});
    await store.write({ poj: [{ username: 'b', password: 'pb' }] });
    const put = sm.commandCalls(PutSecretValueCommand)[0]!.args[0].input;
    expect(put.SecretId).toBe('arn:remote');
    expect(JSON.parse(put.SecretString!)).toEqual({ hdu: [{ username: 'a', password: 'pa' }], poj: [{ username: 'b', password: 'pb' }] });
  });
});
