import AxeBuilder from '@axe-core/playwright'
import type { Page } from './hydrated'

/**
 * Serious or critical accessibility violations on the page as it stands, one line each ("<where>: <rule>
 * (<impact>): <elements>"). WCAG 2.1 AA's rules unless `allRules` (axe's best practices too).
 *
 * Axe runs in the page itself (legacy mode): the default opens a blank page per scan to merge the results of
 * cross-origin frames, which our pages do not have, and that doubled the cost of each scan.
 */
export async function blockingViolations(
  page: Page,
  where = '',
  { allRules = false, within }: { allRules?: boolean; within?: string } = {},
): Promise<string[]> {
  const whole = new AxeBuilder({ page }).setLegacyMode(true)
  // `within` scans only what matches that selector: the part of a page that changed since a whole scan.
  const builder = within ? whole.include(within) : whole
  const results = await (allRules ? builder : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where ? `${where}: ` : ''}${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
}
