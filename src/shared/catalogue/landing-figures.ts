/** "Sep 20, 2026" from an ISO date, the same on server and client (no time zone involved). */
export function formatAsOf(iso: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  const [y, m, d] = iso.split('-').map(Number)
  return `${months[(m ?? 1) - 1]} ${d}, ${y}`
}
