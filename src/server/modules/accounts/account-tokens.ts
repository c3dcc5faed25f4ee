import { newToken, sha256 } from '../../lib/ids'
import type { AccountTokenRepository, TokenPurpose } from './account-token.repository'

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  reset: 60 * 60_000,
  activation: 7 * 24 * 60 * 60_000,
}

/** Issues a one-time token (256 random bits, stored hashed); returns the raw token for the emailed link. */
export async function issueAccountToken(
  repo: AccountTokenRepository,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  lifetimeMs = TOKEN_LIFETIME_MS[purpose],
): Promise<string> {
  const token = newToken()
  await repo.replace({
    tokenHash: sha256(token),
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  })
  return token
}

/** Links are built from the configured public URL, never from the request's Host header. */
export const accountLinks = (publicUrl: string) => ({
  activation: (token: string, email: string) =>
    `${publicUrl}/activate?${new URLSearchParams({ token, email }).toString()}`,
  reset: (token: string) => `${publicUrl}/reset-password?${new URLSearchParams({ token }).toString()}`,
})
