import { describe, expect, it } from 'vitest'
import { newId, randomPooled } from './ids'

describe('pooled randomness', () => {
  it('never hands out the same bytes twice, across pool refills', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId()))
    expect(ids.size).toBe(1000)
    const chunks = Array.from({ length: 600 }, () => randomPooled(16).toString('hex'))
    expect(new Set(chunks).size).toBe(600)
  })
})
