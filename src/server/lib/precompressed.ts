import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Bytes kept for many answers (a page, a JSON list), with their compressed forms made once each. */
export type Precompressed = { body: Buffer; gzip?: Buffer; br?: Buffer }

export type Encoding = 'br' | 'gzip' | 'identity'

export const precompressed = (text: string): Precompressed => ({ body: Buffer.from(text) })

/** The best encoding the request accepts among those kept (quality values are not weighed). */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  if (/\bbr\b/.test(header)) return 'br'
  if (/\bgzip\b/.test(header)) return 'gzip'
  return 'identity'
}

/** The body in an encoding, compressed on first use and kept with it. */
export function encodedBody(kept: Precompressed, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    kept.br ??= brotliCompressSync(kept.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    return kept.br
  }
  if (encoding === 'gzip') {
    kept.gzip ??= gzipSync(kept.body, { level: 9 })
    return kept.gzip
  }
  return kept.body
}

/**
 * Sends kept bytes in the best encoding the request accepts (the compression plugin leaves an answer
 * that already has its encoding alone).
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: Precompressed,
  contentType: string,
) {
  const encoding = acceptedEncoding(request.headers['accept-encoding'])
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return reply.header('vary', 'accept-encoding').type(contentType).send(encodedBody(kept, encoding))
}
