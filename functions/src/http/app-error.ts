/**
 * The one error type of the API. `msg` is what the client shows: a key of the spec's message catalogue
 * (for example `Password_Check_Between`) or a plain English sentence where the catalogue has none.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500 | 502 | 503,
    readonly msg: string,
    options?: { cause?: unknown },
  ) {
    super(msg, options);
    this.name = 'AppError';
  }
}

export function badRequest(msg: string) {
  return new AppError(400, msg);
}
export function unauthorized(msg = 'Please_login_first') {
  return new AppError(401, msg);
}
export function forbidden(msg = 'Access denied: you do not have the permission for this action') {
  return new AppError(403, msg);
}
export function notFound(msg = 'Query_error_unable_to_find_the_resource_to_request') {
  return new AppError(404, msg);
}
