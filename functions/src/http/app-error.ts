/**
 * The one error type of the API. `msg` is what the client shows: a key of the spec's message catalogue
 * (for example `Password_Check_Between`) or a plain English sentence where the catalogue has none.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500 | 503,
    readonly msg: string,
    options?: { cause?: unknown },
  ) {
    super(msg, options);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = 'Please_login_first') => new AppError(401, msg);
export const forbidden = (msg = 'Access denied: you do not have the permission for this action') => new AppError(403, msg);
export const notFound = (msg = 'Query_error_unable_to_find_the_resource_to_request') => new AppError(404, msg);
