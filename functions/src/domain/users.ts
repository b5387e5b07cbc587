/** The catalogue's message for a username or email that is another account's. */
export const ALREADY_EXISTS = { username: 'The_username_already_exists', email: 'The_email_already_exists' } as const;

/** A username or email taken by another account; its message is the catalogue's for that field. */
export class DuplicateUserError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(ALREADY_EXISTS[field]);
  }
}
