import { i18n, translateMessage } from '../../lib/i18n.ts';

/**
 * A message of the contest API's rules in the UI language: the pages check a form with the API's own schema
 * before sending, so its English sentences are translated here (adminContest's `message` table); any other
 * message goes through the site's catalogue, falling back to the text as sent.
 */
export const formMessage = (msg: string): string => {
  const known = i18n.t('message', { ns: 'adminContest', returnObjects: true }) as unknown as Record<string, string>;
  return known[msg] ?? translateMessage(msg);
};
