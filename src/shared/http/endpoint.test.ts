import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoint, keyOf, urlOf } from './endpoint'

const report = endpoint({
  method: 'GET',
  path: '/api/report/:id/document',
  params: z.object({ id: z.string() }),
  response: z.object({ pages: z.number() }),
})
const history = endpoint({
  method: 'GET',
  path: '/api/rate-history',
  query: z.object({ providerId: z.string().optional() }),
  response: z.array(z.unknown()),
})
const list = endpoint({ method: 'GET', path: '/api/user/reports', response: z.array(z.unknown()) })

describe('urlOf: where a call goes', () => {
  it('fills the path parameters in, encoded', () => {
    expect(urlOf(report, { params: { id: 'a b/c' } })).toBe('/api/report/a%20b%2Fc/document')
  })

  it('adds the query, leaving out what is not given', () => {
    expect(urlOf(history, { query: { providerId: 'stripe' } })).toBe('/api/rate-history?providerId=stripe')
    expect(urlOf(history, { query: {} })).toBe('/api/rate-history')
  })

  it('refuses a path parameter without a value', () => {
    expect(() => urlOf(report, { params: {} as { id: string } })).toThrow(':id')
  })
})

describe('keyOf: the query key of an answer', () => {
  it('is the filled-in path, so the server-rendered data is found under it', () => {
    expect(keyOf(list)).toEqual(['/api/user/reports'])
    expect(keyOf(report, { params: { id: 'r1' } })).toEqual(['/api/report/r1/document'])
  })

  it('ends with the headers a call sends, when the answer depends on them', () => {
    const conversation = endpoint({
      method: 'GET',
      path: '/api/support/conversation',
      headers: z.object({ 'x-token': z.string().optional() }),
      response: z.unknown(),
    })
    expect(keyOf(conversation, { headers: { 'x-token': 't1' } })).toEqual([
      '/api/support/conversation',
      { 'x-token': 't1' },
    ])
    expect(urlOf(conversation, { headers: { 'x-token': 't1' } })).toBe('/api/support/conversation')
  })

  it('keeps the query apart, so the bare path is the prefix of every filtered copy', () => {
    expect(keyOf(history, { query: { providerId: 'stripe' } })).toEqual([
      '/api/rate-history',
      { providerId: 'stripe' },
    ])
  })
})
