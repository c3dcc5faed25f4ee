import { describe, expect, it } from 'vitest'
import { createTestClock } from '../../../tests/helpers/clock'
import { millisecondsOf } from './clock'
import { createVersionedCache, type Source } from './versioned-cache'

const card = { id: 'test', name: 'Test cache', description: 'What the tests keep.' }

/** A source whose version and value the test changes, counting what it is asked. */
function fakeSource(start = 'v1') {
  const state = { version: start, value: `value of ${start}`, loads: 0, versionQuestions: 0 }
  const source: Source<string> = {
    load: async () => {
      state.loads += 1
      return { version: state.version, value: state.value }
    },
    versionOf: async () => {
      state.versionQuestions += 1
      return state.version
    },
  }
  const change = (version: string) => {
    state.version = version
    state.value = `value of ${version}`
  }
  return { state, source, change }
}

describe('a versioned cache', () => {
  it('loads once, answers from memory, and loads again when the version the caller knows changes', async () => {
    const cache = createVersionedCache<string>(card)
    let loads = 0
    const read = (version: string) =>
      cache.get('list', {
        version,
        load: async () => {
          loads += 1
          return { version, value: `list ${version}` }
        },
      })
    expect(await read('v1')).toBe('list v1')
    expect(await read('v1')).toBe('list v1')
    expect(loads).toBe(1)
    expect(await read('v2')).toBe('list v2')
    expect(loads).toBe(2)
    expect(cache.stats()).toEqual({ entries: 1, hits: 1, misses: 2 })
  })

  it('trusts a kept value for the recheck interval, then asks the version once and reloads only if it moved', async () => {
    const clock = createTestClock()
    clock.hold()
    const cache = createVersionedCache<string>({ ...card, recheckMs: 1000, clock: millisecondsOf(clock) })
    const { state, source, change } = fakeSource()
    expect(await cache.get('k', source)).toBe('value of v1')
    expect(state).toMatchObject({ loads: 1, versionQuestions: 0 })

    change('v2')
    clock.advance(999)
    expect(await cache.get('k', source)).toBe('value of v1')
    expect(state.versionQuestions).toBe(0)

    clock.advance(1)
    expect(await cache.get('k', source)).toBe('value of v2')
    expect(state).toMatchObject({ loads: 2, versionQuestions: 1 })

    // Unchanged at the next recheck: one question, no load, and trusted for another interval.
    clock.advance(1000)
    expect(await cache.get('k', source)).toBe('value of v2')
    clock.advance(999)
    expect(await cache.get('k', source)).toBe('value of v2')
    expect(state).toMatchObject({ loads: 2, versionQuestions: 2 })
    expect(cache.stats()).toEqual({ entries: 1, hits: 3, misses: 2 })
  })

  it('shares one question to the source among the reads of a key that need it (single flight)', async () => {
    const clock = createTestClock()
    clock.hold()
    const cache = createVersionedCache<string>({ ...card, recheckMs: 1000, clock: millisecondsOf(clock) })
    const { state, source, change } = fakeSource()
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', source)))
    expect(new Set(first)).toEqual(new Set(['value of v1']))
    expect(state.loads).toBe(1)

    clock.advance(1000)
    await Promise.all(Array.from({ length: 20 }, () => cache.get('k', source)))
    expect(state).toMatchObject({ loads: 1, versionQuestions: 1 })

    change('v2')
    clock.advance(1000)
    const after = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', source)))
    expect(new Set(after)).toEqual(new Set(['value of v2']))
    expect(state).toMatchObject({ loads: 2, versionQuestions: 2 })
  })

  it('keeps at most maxEntries keys, dropping the least recently read', async () => {
    const cache = createVersionedCache<string>({ ...card, maxEntries: 2 })
    let loads = 0
    const read = (key: string) =>
      cache.get(key, {
        version: 'v1',
        load: async () => {
          loads += 1
          return { version: 'v1', value: key }
        },
      })
    await read('a')
    await read('b')
    await read('a')
    await read('c')
    expect(cache.stats().entries).toBe(2)
    expect(loads).toBe(3)
    await read('a')
    expect(loads).toBe(3)
    await read('b')
    expect(loads).toBe(4)
  })

  it('does not keep a value the source says not to keep, nor one loaded while an invalidation happened', async () => {
    const cache = createVersionedCache<string | null>(card)
    let loads = 0
    const missing: Source<string | null> = {
      version: 'v1',
      load: async () => {
        loads += 1
        return { version: 'v1', value: null }
      },
      keep: (value) => value !== null,
    }
    expect(await cache.get('gone', missing)).toBeNull()
    expect(await cache.get('gone', missing)).toBeNull()
    expect(loads).toBe(2)

    let release = () => {}
    const slow: Source<string | null> = {
      version: 'v1',
      load: () =>
        new Promise((resolve) => {
          release = () => resolve({ version: 'v1', value: 'read before the write' })
        }),
    }
    const reading = cache.get('k', slow)
    cache.invalidate('k')
    release()
    expect(await reading).toBe('read before the write')
    expect(cache.stats().entries).toBe(0)
  })

  it('reports its figures, counts items by the given size, and clears values and counts', async () => {
    const cache = createVersionedCache<number[]>({ ...card, size: (value) => value.length })
    const source: Source<number[]> = {
      version: 'v1',
      load: async () => ({ version: 'v1', value: [1, 2, 3] }),
    }
    await cache.get('k', source)
    await cache.get('k', source)
    expect(cache.figures()).toEqual({ ...card, entries: 3, hits: 1, misses: 1 })
    cache.clear()
    expect(cache.figures()).toEqual({ ...card, entries: 0, hits: 0, misses: 0 })
    cache.invalidate()
  })
})
