/** A Markdown table of rows (every row with the same keys), for the figures a suite prints. */
export function markdownTable(rows: Record<string, string | number>[]): string {
  const first = rows[0]
  if (!first) return ''
  const keys = Object.keys(first)
  const width = (k: string) => Math.max(k.length, ...rows.map((r) => String(r[k]).length))
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(width(keys[i] as string))).join(' | ')} |`
  return [
    line(keys),
    `| ${keys.map((k) => '-'.repeat(width(k))).join(' | ')} |`,
    ...rows.map((r) => line(keys.map((k) => String(r[k])))),
  ].join('\n')
}
