import { endpoint } from '../http/endpoint'
import { UserSchema } from './auth.schemas'
import { SecondFactorStatusSchema, TotpCodeSchema, TotpEnrolmentSchema } from './second-factor.schemas'

/** Signing in with a code from an authenticator app, and the account's own second factor. */
export const secondFactorApi = {
  /** The code step of a sign-in whose password step asked for one. */
  completeSignIn: endpoint({
    method: 'POST',
    path: '/api/login/mfa',
    body: TotpCodeSchema,
    response: UserSchema,
  }),
  /** Whether sign-in asks for an authenticator code. */
  status: endpoint({ method: 'GET', path: '/api/user/second-factor', response: SecondFactorStatusSchema }),
  /** A new secret to scan (takes effect once confirmed). */
  setup: endpoint({ method: 'POST', path: '/api/user/second-factor/setup', response: TotpEnrolmentSchema }),
  /** Turns it on with a code from the newly scanned secret. */
  enable: endpoint({
    method: 'POST',
    path: '/api/user/second-factor/enable',
    body: TotpCodeSchema,
    response: SecondFactorStatusSchema,
  }),
  /** Turns it off with a current code. */
  disable: endpoint({
    method: 'POST',
    path: '/api/user/second-factor/disable',
    body: TotpCodeSchema,
    response: SecondFactorStatusSchema,
  }),
}
