import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatUsd } from '@shared/format'
import { advisedOption, optionLabel } from '@shared/pricing/advice-options'
import { describe, expect, it } from 'vitest'
import { GOLDEN_MERCHANTS } from './golden/merchants'
import { pdfText } from './golden/pdf-text'
import { renderReportPdf } from './render-report-pdf'
import { sampleReportInput } from './sample-report'

/**
 * The report PDF of each of seven merchants (golden/merchants.ts), as text, against a golden file
 * (golden/<merchant>.txt), and checked to tell one story: today's cost, the advised path and its monthly cost
 * and saving as the analysis has them.
 *
 * Re-record the golden files after a deliberate change to the report, then read the diff:
 *   UPDATE_GOLDEN=1 npx vitest run src/server/modules/reports/pdf/report-pdf-golden.test.ts
 */

const NOW = new Date('2026-11-27T12:00:00Z')
const golden = (name: string) => join(import.meta.dirname, 'golden', `${name}.txt`)

const render = async (name: keyof typeof GOLDEN_MERCHANTS) => {
  const input = sampleReportInput(GOLDEN_MERCHANTS[name], { id: `golden-${name}`, now: NOW })
  const { bytes } = await renderReportPdf(input)
  return { input, text: await pdfText(bytes) }
}

describe('report PDF, seven merchants', () => {
  for (const name of Object.keys(GOLDEN_MERCHANTS) as (keyof typeof GOLDEN_MERCHANTS)[]) {
    it(`${name}: reads as recorded and states the analysis's own figures`, async () => {
      const { input, text } = await render(name)
      const flat = text.replace(/\n--- page \d+\n/g, ' ')
      const { snapshot } = input
      const advice = snapshot.advice
      const advised = advice ? advisedOption(advice) : null
      if (advice && advised) {
        // Today's cost, the advised path, its monthly cost and its saving, formatted by the shared formatter.
        expect(advice.currentMonthlyCents).not.toBeNull()
        const today = advice.currentMonthlyCents ?? 0
        expect(flat).toContain(
          `you pay ${advice.options.find((o) => o.kind === 'stay')?.providerName} about ${formatUsd(today)} a month today`,
        )
        expect(flat).toContain(`Our advice ${optionLabel(advised)}`)
        expect(flat).toContain(`Monthly cost on that path ${formatUsd(advised.monthlyCents)}`)
        const saving = today - advised.monthlyCents
        if (saving > 0) {
          expect(flat).toContain(`Saving against today ${formatUsd(saving)} a month`)
          expect(flat).toContain(
            `${optionLabel(advised)}: ${formatUsd(advised.monthlyCents)} a month, ${formatUsd(saving)} a month less than today (${formatUsd(saving * 12)} a year)`,
          )
        }
        // The custom-pricing ask and a priced move come first for a merchant with a deal to negotiate.
        if (advice.kind === 'renegotiate') {
          const summary = flat.slice(
            flat.indexOf('Executive summary'),
            flat.indexOf('How the providers rank'),
          )
          expect(summary).toContain(
            `Ask ${advice.options.find((o) => o.kind === 'stay')?.providerName} for custom pricing`,
          )
          expect(summary).toMatch(/Move to .* with new point-of-sale software|Switch to /)
        }
      } else {
        const top = snapshot.recommendations[0]
        expect(top).toBeDefined()
        expect(flat).toContain(`Best match ${top?.pspProvider.name}`)
        expect(flat).toContain(`Estimated monthly cost ${formatUsd(top?.estimatedMonthlyCostCents ?? 0)}`)
      }

      // One story: the channel split, setup spread and timeline of the analysis, shares adding up to 100%.
      const a = snapshot.assumptions
      expect(a).not.toBeNull()
      expect(flat).not.toMatch(/first year|within weeks| 1 providers|\b1 (months|locations|payments)\b/)
      expect(flat).toContain(`Setup fees spread over ${a?.setupAmortisationMonths} months`)
      const split = flat.match(/In person \/ online \/ keyed (\d+)% \/ (\d+)% \/ (\d+)%/)
      expect(split?.slice(1).reduce((sum, p) => sum + Number(p), 0)).toBe(100)
      const mixSection = flat.slice(
        flat.indexOf('Card type Share'),
        flat.indexOf('Notes', flat.indexOf('Card type Share')),
      )
      const mix = [...mixSection.matchAll(/ (\d+)% (?=\d)/g)].map((m) => Number(m[1]))
      expect(mix).toHaveLength(a?.cardMix.length ?? 0)
      expect(mix.reduce((sum, p) => sum + p, 0)).toBe(100)
      // No heading stands without content under it.
      expect(flat).not.toMatch(/The runners-up How to read/)

      const file = golden(name)
      if (process.env.UPDATE_GOLDEN) writeFileSync(file, text)
      expect(existsSync(file), `${file} is missing: record it with UPDATE_GOLDEN=1`).toBe(true)
      expect(text).toBe(readFileSync(file, 'utf8'))
    }, 60_000)
  }
})
