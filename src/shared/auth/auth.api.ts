import { endpoint } from '../http/endpoint'
import { LoginRequestSchema, RegisterRequestSchema, SignedOutOthersSchema, UserSchema } from './auth.schemas'
import { LoginResponseSchema } from './second-factor.schemas'

/** Registering, signing in (the code step is `secondFactorApi.completeSignIn`) and signing other devices out. */
export const authApi = {
  /** Creates a free account and signs it in. */
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    body: RegisterRequestSchema,
    response: UserSchema,
    status: 201,
  }),
  /** The user, or `{ mfaRequired: true }` when a code from an authenticator app must follow. */
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: LoginRequestSchema,
    response: LoginResponseSchema.describe(
      'The signed-in user, or { mfaRequired: true } when a code from an authenticator app must follow (POST /api/login/mfa)',
    ),
  }),
  /** Ends every session of the user's but this one. */
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: '/api/user/sessions/revoke-others',
    response: SignedOutOthersSchema,
  }),
}
