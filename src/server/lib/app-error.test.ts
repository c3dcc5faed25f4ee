import { describe, expect, it } from 'vitest'
import { AppError } from './app-error'

describe('AppError', () => {
  it('records no stack for an answer to the client (4xx), and a full one for a server error (5xx)', () => {
    const refused = new AppError('UNAUTHENTICATED', 'Please sign in to continue')
    expect(refused.statusCode).toBe(401)
    expect(refused.stack).not.toContain('\n    at ')
    const failed = new AppError('INTERNAL', 'Something broke')
    expect(failed.stack).toContain('\n    at ')
    // Other errors keep their stacks.
    expect(new Error('plain').stack).toContain('\n    at ')
  })
})
