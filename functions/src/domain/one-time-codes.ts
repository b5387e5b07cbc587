import { randomBytes, randomInt } from 'node:crypto';

export function linkToken() {
  return randomBytes(18).toString('base64url');
}
export function sixDigitCode() {
  return String(randomInt(0, 1000000)).padStart(6, '0');
}
