import { randomBytes } from 'node:crypto';
import { languageByName } from '@oj/shared';

/**
 * The code with a last line comment holding a nonce, so a site that refuses a copy of a recent submission (HDU
 * does; a resubmission or two users of one shared account sending the same code would hit it) sees a new one.
 * The comment uses the language's own syntax, so it changes nothing the compiler or the judge looks at.
 */
export function uniqueSource(code: string, language: string, nonce = randomBytes(6).toString('hex')): string {
  const hash = languageByName(language)?.contentType === 'text/x-python';
  return `${code.endsWith('\n') ? code : `${code}\n`}${hash ? '#' : '//'} ${nonce}\n`;
}
