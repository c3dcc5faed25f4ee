import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClientOf } from './query-client'
import { QueryData } from './query-data'

const userKey = ['/api/user'] as const
const figuresKey = ['/api/landing-figures'] as const
const user = { id: 'u1', email: 'a@example.com' }

afterEach(() => vi.useRealTimers())

describe('the shell’s query data', () => {
  it('without a client, a sign-out keeps the user (now null) and drops every other entry', () => {
    const store = new QueryData([
      [userKey, user],
      [figuresKey, { scenarios: [] }],
    ])
    const seen = vi.fn()
    store.subscribe(seen)
    store.set(userKey, null)
    store.removeAllBut(userKey)
    expect(store.get(userKey)).toBeNull()
    expect(store.get(figuresKey)).toBeUndefined()
    expect(seen).toHaveBeenCalled()
  })

  it('a client made on first need starts from the store, which then reads through its cache', () => {
    const store = new QueryData([[userKey, null]])
    const seen = vi.fn()
    store.subscribe(seen)
    const client = queryClientOf(store)
    expect(queryClientOf(store)).toBe(client)
    expect(client.getQueryData(userKey)).toBeNull()
    client.setQueryData(userKey, user)
    expect(store.get(userKey)).toBe(user)
    // The shell hears of the change (its header re-renders with the signed-in user).
    expect(seen).toHaveBeenCalled()
    store.set(userKey, null)
    expect(client.getQueryData(userKey)).toBeNull()
    client.setQueryData(['/api/user/reports'], [])
    store.removeAllBut(userKey)
    expect(client.getQueryData(['/api/user/reports'])).toBeUndefined()
    expect(store.get(['/api/user/reports'])).toBeUndefined()
  })

  it('keeps the queries the shell reads in the cache, while others are collected as usual', () => {
    vi.useFakeTimers()
    const store = new QueryData([[userKey, user]])
    store.watch(userKey, async () => user)
    const client = queryClientOf(store)
    // A browser's collection delay (this runs where the library keeps everything).
    client.setDefaultOptions({ queries: { gcTime: 1000 } })
    store.watch(figuresKey, async () => ({ scenarios: [] }))
    store.set(figuresKey, { scenarios: [] })
    store.set(['/api/user/reports'], [])
    vi.advanceTimersByTime(60_000)
    expect(store.get(userKey)).toBe(user)
    expect(store.get(figuresKey)).toEqual({ scenarios: [] })
    expect(store.get(['/api/user/reports'])).toBeUndefined()
  })

  it('fetches what the shell reads again when it is invalidated, with no page observing it', async () => {
    // An activation signs the visitor in and invalidates the user: the header must learn of it.
    const store = new QueryData([[userKey, null]])
    const fetcher = vi.fn(async () => user)
    store.watch(userKey, fetcher)
    const client = queryClientOf(store)
    await client.invalidateQueries({ queryKey: userKey })
    await vi.waitFor(() => expect(store.get(userKey)).toBe(user))
    expect(fetcher).toHaveBeenCalledTimes(1)
    // A query the shell does not read is left to the pages that observe it.
    const reports = vi.fn(async () => [])
    client.setQueryDefaults(['/api/user/reports'], { queryFn: reports })
    client.setQueryData(['/api/user/reports'], [])
    await client.invalidateQueries({ queryKey: ['/api/user/reports'] })
    expect(reports).not.toHaveBeenCalled()
  })

  it('keeps one copy: data the client drops is gone for the shell too, and a late fetch lands in the client', async () => {
    const store = new QueryData([[figuresKey, { scenarios: [] }]])
    let answer: (value: unknown) => void = () => {}
    const fetching = store.load(userKey, () => new Promise((resolve) => (answer = resolve)))
    const client = queryClientOf(store)
    client.removeQueries({ queryKey: figuresKey })
    expect(store.get(figuresKey)).toBeUndefined()
    answer(user)
    await fetching
    expect(client.getQueryData(userKey)).toBe(user)
    expect(store.get(userKey)).toBe(user)
  })

  it('fetches a missing entry once however many read it, and says when the fetch failed', async () => {
    const store = new QueryData()
    const fetcher = vi.fn(async () => user)
    await Promise.all([store.load(userKey, fetcher), store.load(userKey, fetcher)])
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(store.get(userKey)).toBe(user)
    await store.load(figuresKey, () => Promise.reject(new Error('offline')))
    expect(store.hasFailed(figuresKey)).toBe(true)
    expect(store.get(figuresKey)).toBeUndefined()
  })
})
