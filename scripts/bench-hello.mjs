// The baselines for `npm run bench`: the smallest Fastify server there is, and (with HELLO_HEADERS) the
// fair limit: the same hello-world sending the response headers of the endpoint it is compared with, a fresh
// script nonce and request id in each answer as the application makes them (ADR 043).
import { randomBytes } from 'node:crypto'
import Fastify from 'fastify'

/** [name, value] pairs as one of the application's answers carried them. */
const headers = JSON.parse(process.env.HELLO_HEADERS ?? '[]')
const nonceIn = (value) => value.match(/'nonce-([^']+)'/)?.[1]
const app = Fastify()
if (headers.length === 0) {
  app.get('/', async () => ({ hello: 'world' }))
} else {
  const html = headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'))
  const ops = headers.map(([name, value]) => {
    const nonce = nonceIn(value)
    if (nonce) {
      const [before, after] = value.split(nonce)
      return (reply) => reply.header(name, before + randomBytes(16).toString('base64') + after)
    }
    if (name === 'x-request-id') return (reply) => reply.header(name, randomBytes(16).toString('base64url'))
    return (reply) => reply.header(name, value)
  })
  app.get('/', (_request, reply) => {
    for (const op of ops) op(reply)
    reply.send(html ? '<!doctype html><p>hello world</p>' : '{"hello":"world"}')
  })
}
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' })
