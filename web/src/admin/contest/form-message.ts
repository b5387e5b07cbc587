import { ruleMessage } from '../components/rule-message.ts';

/** A message of the contest API's rules in the UI language (adminContest's `message` table, else the catalogue). */
export const formMessage = (msg: string): string => ruleMessage('adminContest', msg);
