import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  receipt_email: string | null
}

/** A small stand-in for Stripe's HTTP API: create, retrieve and cancel payment intents, refund them. */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>()
  const requests: { method: string; path: string; body: URLSearchParams; idempotencyKey?: string }[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => {
      raw += c
    })
    req.on('end', () => {
      const body = new URLSearchParams(raw)
      const path = (req.url ?? '').split('?')[0] ?? ''
      const key = req.headers['idempotency-key']
      requests.push({
        method: req.method ?? '',
        path,
        body,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      })
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' })
        res.end(JSON.stringify(json))
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_${randomBytes(12).toString('hex')}`
        const metadata: Record<string, string> = {}
        for (const [k, v] of body) {
          const m = /^metadata\[(.+)\]$/.exec(k)
          if (m?.[1]) metadata[m[1]] = v
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata,
          receipt_email: null,
        }
        intents.set(id, intent)
        return send(200, intent)
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const intent = intents.get(body.get('payment_intent') ?? '')
        if (intent?.status !== 'succeeded') {
          return send(400, {
            error: { type: 'invalid_request_error', message: 'This payment cannot be refunded' },
          })
        }
        const id = `re_${randomBytes(12).toString('hex')}`
        return send(200, {
          id,
          object: 'refund',
          amount: Number(body.get('amount')),
          payment_intent: intent.id,
        })
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)
      if (req.method === 'POST' && cancel?.[1]) {
        const intent = intents.get(cancel[1])
        if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } })
        if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          })
        }
        intent.status = 'canceled'
        return send(200, intent)
      }
      const m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
      if (req.method === 'GET' && m?.[1]) {
        const intent = intents.get(m[1])
        if (!intent) {
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such payment_intent',
            },
          })
        }
        return send(200, intent)
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    intents,
    requests,
    /** What Stripe does when the buyer's card is charged. */
    succeed: (id: string, receiptEmail: string) => {
      const intent = intents.get(id)
      if (!intent) throw new Error(`unknown intent ${id}`)
      intent.status = 'succeeded'
      intent.receipt_email = receiptEmail
      return intent
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
