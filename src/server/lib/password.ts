import { hash, verify } from '@node-rs/argon2'

// OWASP minimum for argon2id: m = 19 MiB, t = 2, p = 1.
const argon2id = 2 // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, options)

let dummyHash: Promise<string> | undefined

/**
 * Verifies a password against a stored hash. With no hash (unknown account) it verifies against a dummy
 * so that the answer takes the same time either way.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password for timing equalisation')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}
