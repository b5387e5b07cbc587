import type { z } from 'zod';

/** `ANY` routes answer every method; callers use GET. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';

/** What a call takes and gives. Only its type exists: at run time a contract is its method and path. */
export interface CallTypes {
  query?: unknown;
  body?: unknown;
  reply?: unknown;
}

/** One call of the API: the route table serves it, the SPA's client sends it. */
export interface Call<T extends CallTypes = CallTypes> {
  readonly method: Method;
  readonly path: string;
  /** Never set: carries the query, body and reply types. */
  readonly types?: T;
}

export type QueryOfCall<C extends Call> = NonNullable<C['types']> extends { query: infer Q } ? Q : undefined;
export type BodyOfCall<C extends Call> = NonNullable<C['types']> extends { body: infer B } ? B : undefined;
export type ReplyOfCall<C extends Call> = NonNullable<C['types']> extends { reply: infer R } ? R : unknown;

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
type UndefinedKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
/** Keys a caller may leave out: optional in the schema's input, or undefined in its output (a preprocessed schema's input is unknown). */
type LeaveOut<S extends z.ZodType> = OptionalKeys<z.input<S>> | UndefinedKeys<z.output<S>>;

/** A value as the schema takes it (its text form, when it has one) or as it reads it: the client writes either as text. */
type QueryValue<S extends z.ZodType, K extends keyof z.output<S>> = K extends keyof z.input<S> ? (unknown extends z.input<S>[K] ? z.output<S>[K] : z.input<S>[K] | z.output<S>[K]) : z.output<S>[K];

/**
 * A query as a route's schema reads it, each key optional when the schema lets a caller leave it out (a default or
 * `.optional()`).
 */
export type QueryOf<S extends z.ZodType> = {
  [K in Exclude<keyof z.output<S>, LeaveOut<S>>]: QueryValue<S, K>;
} & {
  [K in Extract<keyof z.output<S>, LeaveOut<S>>]?: QueryValue<S, K>;
};

/** A JSON body as a route's schema accepts it. */
export type BodyOf<S extends z.ZodType> = z.input<S>;

const define =
  (method: Method) =>
  <T extends CallTypes = Record<never, never>>(path: string): Call<T> => ({ method, path });

export const get = define('GET');
export const post = define('POST');
export const put = define('PUT');
export const del = define('DELETE');
export const any = define('ANY');

/** The method a client sends for a call. */
export function sentMethod(call: Call): Exclude<Method, 'ANY'> {
  return call.method === 'ANY' ? 'GET' : call.method;
}
