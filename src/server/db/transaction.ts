/**
 * The one way to run work in a database transaction (ADR 048): the composition root hands a service a
 * `Transaction` over the repositories that service names, and the work receives those repositories already
 * bound to the open transaction. Work that must join a caller's transaction takes the caller's repositories
 * as a parameter, never a raw handle.
 */
export type Transaction<R> = <T>(work: (repos: R) => Promise<T>) => Promise<T>

/** The transaction of a caller already inside one: the work runs on the caller's repositories. */
export const joining =
  <R>(repos: R): Transaction<R> =>
  (work) =>
    work(repos)
