import { createHash, randomBytes } from 'node:crypto'

// Every request takes 32 random bytes (its id and its script nonce): one call to the CSPRNG per 4 KB
// instead of two per request, each byte handed out once.
const POOL_BYTES = 4096
let pool = Buffer.alloc(0)
let used = 0

/** `size` bytes (at most 4 KB) from the CSPRNG, never handed out twice. */
export function randomPooled(size: number): Buffer {
  if (used + size > pool.length) {
    pool = randomBytes(POOL_BYTES)
    used = 0
  }
  used += size
  return pool.subarray(used - size, used)
}

/** 128 random bits from the CSPRNG, base64url (22 characters): unguessable ids and tokens. */
export const newId = (): string => randomPooled(16).toString('base64url')

/** 256-bit secret token for sessions and emailed links. */
export const newToken = (): string => randomBytes(32).toString('base64url')

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex')
