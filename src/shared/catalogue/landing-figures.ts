/** Where the landing page's fee table and provider list are served, and their query key. */
export const LANDING_FIGURES_PATH = '/api/landing-figures'
export const landingFiguresKey = [LANDING_FIGURES_PATH] as const

/** "Sep 20, 2026" from an ISO date, the same on server and client (no time zone involved). */
export function formatAsOf(iso: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  const [y, m, d] = iso.split('-').map(Number)
  return `${months[(m ?? 1) - 1]} ${d}, ${y}`
}
