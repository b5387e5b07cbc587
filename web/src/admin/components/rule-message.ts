import type { FlatNamespace } from 'i18next';
import { i18n, translateMessage } from '../../lib/i18n.ts';

/**
 * A message of an API's rules in the UI language: back-office pages check a form with the API's own schema before
 * sending, so its English sentences are translated by the feature's namespace (its `message` table); any other
 * message goes through the site's catalogue, falling back to the text as sent.
 */
export const ruleMessage = (namespace: FlatNamespace, msg: string): string => {
  const known = i18n.t('message', { ns: namespace, returnObjects: true }) as unknown as Record<string, string>;
  return known[msg] ?? translateMessage(msg);
};
