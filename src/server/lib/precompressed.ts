import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Bytes kept for many answers (a page, a JSON list), with their compressed forms made once each (kept as
 * the compression under way, so that answers asking at the same time share it).
 */
export type Precompressed = { body: Buffer; gzip?: Promise<Buffer>; br?: Promise<Buffer>; etag?: string }

export type Encoding = 'br' | 'gzip' | 'identity'

export const precompressed = (text: string): Precompressed => ({ body: Buffer.from(text) })

/** The best encoding the request accepts among those kept (quality values are not weighed). */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  if (/\bbr\b/.test(header)) return 'br'
  if (/\bgzip\b/.test(header)) return 'gzip'
  return 'identity'
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** A compression kept with the body; one that failed is forgotten, so that the next answer tries again. */
const kept = (entry: Precompressed, key: 'br' | 'gzip', compress: () => Promise<Buffer>): Promise<Buffer> =>
  (entry[key] ??= compress().catch((err: unknown) => {
    entry[key] = undefined
    throw err
  }))

/**
 * The body in an encoding, compressed on first use and kept with it, on the thread pool so the server's
 * thread answers others meanwhile. Brotli quality 6 and gzip level 6 (ADR 057): a page at quality 9 took ten
 * times as long (about 20 ms, which the page's first visitor waited) for about 1% fewer bytes.
 */
export function encodedBody(entry: Precompressed, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br')
    return kept(entry, 'br', () =>
      brotliAsync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    )
  if (encoding === 'gzip') return kept(entry, 'gzip', () => gzipAsync(entry.body, { level: 6 }))
  return Promise.resolve(entry.body)
}

/**
 * The kept bytes' entity tag, worked out on first use. Weak: the same for every encoding of the body
 * (the encodings are the same content), as If-None-Match compares tags weakly.
 */
export const etagOf = (kept: Precompressed): string =>
  (kept.etag ??= `W/"${createHash('sha256').update(kept.body).digest('base64url').slice(0, 32)}"`)

/** Whether an If-None-Match header names this tag (weak comparison) or any (`*`). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === opaque
  })
}

/**
 * Sends kept bytes in the best encoding the request accepts (the compression plugin leaves an answer
 * that already has its encoding alone). A successful answer carries its entity tag; a client that already
 * has these bytes (If-None-Match) gets 304 Not Modified without them.
 */
export async function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: Precompressed,
  contentType: string,
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding')
  if (reply.statusCode === 200) {
    const etag = etagOf(kept)
    reply.header('etag', etag)
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send()
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding'])
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return reply.type(contentType).send(await encodedBody(kept, encoding))
}
