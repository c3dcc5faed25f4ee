import { endpoint } from '@shared/http/endpoint'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { call, callOrNull, fileNameOf } from './api-client'

describe('fileNameOf: the name a download is saved under', () => {
  it("takes the server's name from Content-Disposition, quoted or not", () => {
    expect(fileNameOf('attachment; filename="PSP-Analysis-Report-abc.pdf"')).toBe(
      'PSP-Analysis-Report-abc.pdf',
    )
    expect(fileNameOf('attachment; filename=user-1-data.json')).toBe('user-1-data.json')
  })

  it('prefers the encoded name when the header gives both', () => {
    expect(fileNameOf(`attachment; filename="Report.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`)).toBe(
      'Résumé.pdf',
    )
  })

  it('gives nothing when the answer names no file', () => {
    expect(fileNameOf(null)).toBeUndefined()
    expect(fileNameOf('inline')).toBeUndefined()
  })
})

describe('call: an endpoint called from its contract', () => {
  const refund = endpoint({
    method: 'POST',
    path: '/api/user/reports/:id/refund-request',
    params: z.object({ id: z.string() }),
    body: z.object({ reason: z.string() }),
    response: z.object({ status: z.string() }),
  })
  const answer = (status: number, body: string) =>
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }))

  afterEach(() => vi.unstubAllGlobals())

  it('sends the method, the filled-in path and the JSON body, and parses the answer', async () => {
    const fetch = answer(200, '{"status":"requested","extra":1}')
    vi.stubGlobal('fetch', fetch)
    expect(await call(refund, { params: { id: 'r 1' }, body: { reason: 'late' } })).toEqual({
      status: 'requested',
    })
    expect(fetch).toHaveBeenCalledWith('/api/user/reports/r%201/refund-request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"reason":"late"}',
      credentials: 'include',
    })
  })

  it('fails with the spec\'s "<status>: <body>" message, or null for a 404 when asked', async () => {
    vi.stubGlobal('fetch', answer(409, '{"message":"Already asked"}'))
    await expect(call(refund, { params: { id: 'r1' }, body: { reason: 'x' } })).rejects.toThrow(
      '409: {"message":"Already asked"}',
    )
    vi.stubGlobal('fetch', answer(404, '{"message":"Not found"}'))
    expect(await callOrNull(refund, { params: { id: 'r1' }, body: { reason: 'x' } })).toBeNull()
  })

  it("sends the contract's headers that have a value, and no JSON content type without a body", async () => {
    const conversation = endpoint({
      method: 'GET',
      path: '/api/support/conversation',
      headers: z.object({ 'x-token': z.string().optional() }),
      response: z.object({ token: z.string() }),
    })
    const fetch = answer(200, '{"token":"t1"}')
    vi.stubGlobal('fetch', fetch)
    await call(conversation, { headers: { 'x-token': 't1' } })
    await call(conversation, { headers: { 'x-token': undefined } })
    expect(fetch).toHaveBeenNthCalledWith(
      1,
      '/api/support/conversation',
      expect.objectContaining({ headers: { 'x-token': 't1' } }),
    )
    expect(fetch).toHaveBeenNthCalledWith(
      2,
      '/api/support/conversation',
      expect.objectContaining({ headers: {} }),
    )
  })

  it('refuses an answer its schema does not accept', async () => {
    vi.stubGlobal('fetch', answer(200, '{"state":"requested"}'))
    await expect(call(refund, { params: { id: 'r1' }, body: { reason: 'x' } })).rejects.toThrow()
  })

  it('sends a form as it is (multipart, the browser sets its boundary), with no JSON content type', async () => {
    const upload = endpoint({
      method: 'POST',
      path: '/api/user/imports',
      form: true,
      response: z.object({ id: z.string() }),
      status: 201,
    })
    const fetch = answer(201, '{"id":"i1"}')
    vi.stubGlobal('fetch', fetch)
    const form = new FormData()
    form.append('format', 'auto')
    expect(await call(upload, { form })).toEqual({ id: 'i1' })
    expect(fetch).toHaveBeenCalledWith('/api/user/imports', {
      method: 'POST',
      headers: {},
      body: form,
      credentials: 'include',
    })
  })
})
