import type { LoginResponse, MfaRequired } from './second-factor.schemas'

/** Whether POST /api/login asks for a code from the authenticator app (no schema needed to tell). */
export const isMfaRequired = (answer: LoginResponse): answer is MfaRequired => 'mfaRequired' in answer
