import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { generate, generateSecret, generateURI, verify } from 'otplib'

/** RFC 6238 with an authenticator app's defaults: 6 digits, 30-second steps, SHA-1. */
export const totpPeriodSeconds = 30

export const newTotpSecret = (): string => generateSecret()

/** Turns a setup key as people write it (spaces, lower case, padding) into the base32 otplib reads. */
export const normaliseBase32 = (secret: string) =>
  secret.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase()

/** The step a code was accepted for, or null: ±1 step of clock skew, nothing at or before `afterStep`. */
export async function acceptedStep(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(at.getTime() / 1000),
      epochTolerance: totpPeriodSeconds,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    })
    if (!result.valid) return null
    return 'timeStep' in result && typeof result.timeStep === 'number'
      ? result.timeStep
      : Math.floor(at.getTime() / 1000 / totpPeriodSeconds) + result.delta
  } catch {
    return null
  }
}

/** The code an authenticator shows at `at` (tests and the seed's self-check only). */
export const codeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) })

/** What an authenticator app needs: the otpauth:// address, the same as a QR code (SVG), and the key to type. */
export async function enrolment(secret: string, issuer: string, account: string) {
  const otpauthUrl = generateURI({ issuer, label: account, secret })
  // The QR code library loads with the first enrolment, not with the server.
  const { default: QRCode } = await import('qrcode')
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return {
    secret,
    otpauthUrl,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  }
}

/**
 * Seals secrets at rest with AES-256-GCM under a key derived from TOTP_ENCRYPTION_KEY. Without a key,
 * secrets are stored as they are (marked `plain:`), and sealed the next time they are written with one.
 */
export function createSecretBox(key: string | undefined) {
  const aesKey = key ? createHash('sha256').update(`totp-secret:${key}`).digest() : null
  return {
    seal: (secret: string): string => {
      if (!aesKey) return `plain:${secret}`
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv)
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return `v1:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`
    },
    open: (sealed: string): string => {
      if (sealed.startsWith('plain:')) return sealed.slice('plain:'.length)
      const [version, iv, tag, body] = sealed.split(':')
      if (version !== 'v1' || !iv || !tag || !body || !aesKey) {
        throw new Error('A second-factor secret is sealed and TOTP_ENCRYPTION_KEY is missing or different')
      }
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}
export type SecretBox = ReturnType<typeof createSecretBox>
