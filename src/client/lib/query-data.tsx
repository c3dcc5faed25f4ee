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
 * (header, session, landing page), which ships without the query library (ADR 032). One store per page load
 * in the browser and per request on the server. It holds that snapshot only until a query client exists
 * (`lib/query-client.tsx`, made on first need by a lazy page or dialog): `attach` hands the snapshot to the
 * client, and from then on the shell reads and writes through the client's cache, the one copy (ADR 050).
 */
export class QueryData {
  /** The server-rendered data (and what the shell set or fetched) while there is no query client. */
  private readonly snapshot = new Map<string, unknown>()
  private readonly listeners = new Set<() => void>()
  /**
   * The queries the shell reads, with their fetchers: the shell observes them as a page's `useQuery` would, so
   * they stay in the client's cache as long as the page and are fetched again when invalidated
   * (`lib/query-client.tsx`).
   */
  readonly watched = new Map<string, WatchedQuery>()
  private readonly loading = new Map<string, Promise<void>>()
  private readonly failed = new Set<string>()
  private attached: QueryClient | null = null

  constructor(entries: Array<[Key, unknown]> = []) {
    for (const [key, value] of entries) this.snapshot.set(hash(key), value)
  }

  /** The query client the data lives in, once there is one. */
  get client(): QueryClient | null {
    return this.attached
  }

  /** Hands the snapshot to the client, which holds the data from now on; the shell hears of its changes. */
  attach(client: QueryClient): void {
    for (const watched of this.watched.values()) observeInClient(client, watched)
    for (const [key, value] of this.snapshot) client.setQueryData(JSON.parse(key) as Key, value)
    this.snapshot.clear()
    this.attached = client
    client.getQueryCache().subscribe(() => this.notify())
  }

  /** Marks a key the shell reads (`useQueryData`), and how to fetch it. */
  watch(key: Key, fetcher: () => Promise<unknown>): void {
    if (this.watched.has(hash(key))) return
    const watched = { key, fetcher }
    this.watched.set(hash(key), watched)
    if (this.attached) observeInClient(this.attached, watched)
  }

  /** Whether the shell reads this key. */
  watches(key: Key): boolean {
    return this.watched.has(hash(key))
  }

  get(key: Key): unknown {
    return this.attached ? this.attached.getQueryData(key) : this.snapshot.get(hash(key))
  }

  set(key: Key, value: unknown): void {
    if (this.attached) {
      this.attached.setQueryData(key, value)
      return
    }
    if (this.snapshot.has(hash(key)) && this.snapshot.get(hash(key)) === value) return
    this.snapshot.set(hash(key), value)
    this.notify()
  }

  /** Drops every entry but those under `kept` (a sign-out keeps the user, now null). */
  removeAllBut(kept: Key): void {
    if (this.attached) {
      this.attached.removeQueries({ predicate: (q) => q.queryKey[0] !== kept[0] })
      return
    }
    for (const key of [...this.snapshot.keys()]) {
      if ((JSON.parse(key) as Key)[0] !== kept[0]) this.snapshot.delete(key)
    }
    this.notify()
  }

  /** Fetches a missing entry, once at a time (through the client when there is one, which shares its fetches with the pages'). */
  load<T>(key: Key, fetcher: () => Promise<T>): Promise<void> {
    const id = hash(key)
    const pending = this.loading.get(id)
    if (pending) return pending
    if (this.failed.delete(id)) this.notify()
    const client = this.attached
    const loading = (client ? client.fetchQuery({ queryKey: key, queryFn: fetcher }) : fetcher())
      // The client keeps what it fetched; a fetch begun before it existed is set where the data is now.
      .then((value) => {
        if (!client) this.set(key, value)
      })
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

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private notify() {
    for (const listener of this.listeners) listener()
  }
}

/** A query the shell reads, as the client keeps it: never collected, and with its fetcher for a refetch. */
function observeInClient(client: QueryClient, { key, fetcher }: WatchedQuery): void {
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
