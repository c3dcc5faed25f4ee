import { createHash, randomBytes } from 'node:crypto'

/** 128 random bits from the CSPRNG, base64url (22 characters): unguessable ids and tokens. */
export const newId = (): string => randomBytes(16).toString('base64url')

/** 256-bit secret token for sessions and emailed links. */
export const newToken = (): string => randomBytes(32).toString('base64url')

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex')
