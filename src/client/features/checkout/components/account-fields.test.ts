import { describe, expect, it } from 'vitest'
import { accountErrors } from './account-fields'

const ok = { email: 'owner@example.com', password: 'a good passphrase', terms: true }

describe('checkout account fields', () => {
  it('accepts an account the server would create', () => {
    expect(accountErrors(ok)).toEqual({})
    expect(accountErrors({ ...ok, email: '  owner@example.com  ' })).toEqual({})
  })

  it('says what is missing, field by field', () => {
    expect(accountErrors({ email: ' ', password: '', terms: false })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      terms: 'Please accept the terms to continue',
    })
  })

  it('applies the product email rule and password policy, as the server does', () => {
    expect(accountErrors({ ...ok, email: 'owner@example' }).email).toBe('Valid email is required')
    expect(accountErrors({ ...ok, email: `${'a'.repeat(250)}@example.com` }).email).toBeDefined()
    expect(accountErrors({ ...ok, password: 'short' }).password).toBe(
      'Password must be at least 8 characters',
    )
    expect(accountErrors({ ...ok, password: 'x'.repeat(1025) }).password).toBe(
      'Password must be at most 1024 characters',
    )
  })
})
