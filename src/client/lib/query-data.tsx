import type { QueryClient } from '@tanstack/react-query'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react'

type Key = readonly unknown[]
const hash = (key: Key) => JSON.stringify(key)

/** A query the shell reads, and how to fetch it. */
type WatchedQuery = { key: Key; fetcher: () => Promise<unknown> }

/**
 * The query data the server rendered with the page (the current user, the landing figures), for the shell
 * (header, session, landing page), which ships without the query library. One store per page load in the
 * browser and per request on the server. Once a query client exists (`lib/query-client.tsx`, made on first
 * need by a lazy page or dialog), the client holds the data and the store follows its cache.
 */
export class QueryData {
  private readonly data = new Map<string, unknown>()
  private readonly listeners = new Set<() => void>()
  /**
   * The queries the shell reads, with their fetchers: the shell observes them as a page's `useQuery` would, so
   * they stay in the client's cache as long as the page and are fetched again when invalidated
   * (`lib/query-client.tsx`).
   */
  readonly watched = new Map<string, WatchedQuery>()
  private readonly loading = new Map<string, Promise<void>>()
  private readonly failed = new Set<string>()
  client: QueryClient | null = null

  constructor(entries: Array<[Key, unknown]> = []) {
    for (const [key, value] of entries) this.data.set(hash(key), value)
  }

  /** Every entry, to seed a query client. */
  entries(): Array<[Key, unknown]> {
    return [...this.data].map(([key, value]) => [JSON.parse(key) as Key, value])
  }

  /** Marks a key the shell reads (`useQueryData`), and how to fetch it. */
  watch(key: Key, fetcher: () => Promise<unknown>): void {
    if (this.watched.has(hash(key))) return
    const watched = { key, fetcher }
    this.watched.set(hash(key), watched)
    if (this.client) observeInClient(this.client, watched)
  }

  /** Whether the shell reads this key. */
  watches(key: Key): boolean {
    return this.watched.has(hash(key))
  }

  get(key: Key): unknown {
    return this.data.get(hash(key))
  }

  /** Sets an entry: through the client's cache when there is one (which this store follows). */
  set(key: Key, value: unknown): void {
    if (this.client) this.client.setQueryData(key, value)
    else this.write(key, value)
  }

  /** Drops every entry but those under `kept` (a sign-out keeps the user, now null). */
  removeAllBut(kept: Key): void {
    if (this.client) {
      this.client.removeQueries({ predicate: (q) => q.queryKey[0] !== kept[0] })
      return
    }
    for (const key of [...this.data.keys()]) {
      if ((JSON.parse(key) as Key)[0] !== kept[0]) this.remove(JSON.parse(key) as Key)
    }
  }

  /** Fetches a missing entry, once at a time (through the client when there is one, which shares its fetches with the pages'). */
  load<T>(key: Key, fetcher: () => Promise<T>): Promise<void> {
    const id = hash(key)
    const pending = this.loading.get(id)
    if (pending) return pending
    if (this.failed.delete(id)) this.notify()
    const fetched = this.client ? this.client.fetchQuery({ queryKey: key, queryFn: fetcher }) : fetcher()
    const loading = fetched
      .then((value) => this.set(key, value))
      .catch(() => {
        this.failed.add(id)
        this.notify()
      })
      .finally(() => this.loading.delete(id))
    this.loading.set(id, loading)
    return loading
  }

  /** Whether the last fetch of a missing entry failed. */
  hasFailed(key: Key): boolean {
    return this.failed.has(hash(key))
  }

  /** Mirrors the client's cache (called by it; the shell sets data with `set`). */
  write(key: Key, value: unknown): void {
    if (this.data.get(hash(key)) === value && this.data.has(hash(key))) return
    this.data.set(hash(key), value)
    this.notify()
  }

  remove(key: Key): void {
    if (this.data.delete(hash(key))) this.notify()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private notify() {
    for (const listener of this.listeners) listener()
  }
}

/** A query the shell reads, as the client keeps it: never collected, and with its fetcher for a refetch. */
export function observeInClient(client: QueryClient, { key, fetcher }: WatchedQuery): void {
  client.setQueryDefaults(key, { gcTime: Number.POSITIVE_INFINITY, queryFn: fetcher })
}

const QueryDataContext = createContext<QueryData | null>(null)

export function QueryDataProvider({ store, children }: { store: QueryData; children: ReactNode }) {
  return <QueryDataContext.Provider value={store}>{children}</QueryDataContext.Provider>
}

export function useQueryDataStore(): QueryData {
  const store = useContext(QueryDataContext)
  if (!store) throw new Error('useQueryDataStore must be used within a QueryDataProvider')
  return store
}

/**
 * One query's data for the shell: what the server rendered, or fetched when missing (after in-app
 * navigation, or once a sign-out dropped it). `isLoading` until it is there or its fetch failed.
 */
export function useQueryData<T>(
  key: Key,
  fetcher: () => Promise<T>,
): { data: T | undefined; isLoading: boolean } {
  const store = useQueryDataStore()
  store.watch(key, fetcher)
  const getData = useCallback(() => store.get(key) as T | undefined, [store, key])
  const getFailed = useCallback(() => store.hasFailed(key), [store, key])
  const data = useSyncExternalStore(store.subscribe, getData, getData)
  const failed = useSyncExternalStore(store.subscribe, getFailed, getFailed)
  const missing = data === undefined
  useEffect(() => {
    if (missing) void store.load(key, fetcher)
  }, [missing, store, key, fetcher])
  return { data, isLoading: missing && !failed }
}
