import { sentMethod, type BodyOfCall, type Call, type QueryOfCall, type ReplyOfCall } from '@oj/shared/api/call';
import { download, requestWithHeaders, type Query, type RequestOptions } from './http.ts';

/** A query key that may be left out may also be null: the client leaves null and undefined values out alike. */
type OrNull<Q> = { [K in keyof Q]: undefined extends Q[K] ? Q[K] | null : Q[K] };
type QueryInput<Q> = [Q] extends [undefined] ? { query?: undefined } : object extends Q ? { query?: OrNull<Q> } : { query: OrNull<Q> };
type BodyInput<B> = [B] extends [undefined] ? { body?: undefined } : undefined extends B ? { body?: B } : { body: B };

/** What a call sends, typed by its contract (shared/src/api): its query, its body (FormData for uploads). */
export type CallInput<C extends Call> = QueryInput<QueryOfCall<C>> & BodyInput<BodyOfCall<C>> & { silent?: boolean | undefined };

/** The input may be left out when the call needs none. */
type CallArgs<C extends Call> = object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

const options = (input: { query?: unknown; body?: unknown; silent?: boolean | undefined } = {}): RequestOptions => ({
  query: input.query as Query | undefined,
  ...(input.body instanceof FormData ? { form: input.body } : { body: input.body }),
  silent: input.silent,
});

/**
 * The typed client: a call's path, method, query, body and reply all come from its contract, sent through the
 * http.ts client (its envelope, errors, token and toasts).
 */
export const api = {
  call: async <C extends Call>(call: C, ...[input]: CallArgs<C>): Promise<ReplyOfCall<C>> => (await requestWithHeaders<ReplyOfCall<C>>(sentMethod(call), call.path, options(input))).data,

  /** The reply and its headers (the sign-in reads its token there). */
  callWithHeaders: <C extends Call>(call: C, ...[input]: CallArgs<C>) => requestWithHeaders<ReplyOfCall<C>>(sentMethod(call), call.path, options(input)),

  /** A file reply saved under the server's name (or `fallbackName`). */
  download: <C extends Call>(call: C, query: QueryOfCall<C>, fallbackName: string) => download(call.path, query as Query, fallbackName),
};
