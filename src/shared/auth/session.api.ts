import { endpoint } from '../http/endpoint'

// The session every page shows: the server renders the user with the page, and the shell signs out. The
// client loads the answers' schemas only when it asks the server itself, so this file imports none (the
// landing page's shell ships no validation code).

/** The signed-in user and signing out. */
export const sessionApi = {
  /** The signed-in user (401 when signed out). */
  user: endpoint({
    method: 'GET',
    path: '/api/user',
    response: async () => (await import('./auth.schemas')).UserSchema,
  }),
  /** Ends the session, on the server and in the browser. */
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    response: async () => (await import('./auth.schemas')).MessageSchema,
  }),
}
