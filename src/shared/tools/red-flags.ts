import type { ContractTerms } from '../catalogue/provider.schemas'
import { formatUsd } from '../format'

/** Contract red flags (spec §9 thresholds plus the usual traps). */
export const MAX_TERM_MONTHS = 24
export const MAX_ETF_CENTS = 50_000

export type FlagState = 'present' | 'absent' | 'unknown'
export type RedFlag = { id: string; label: string; detail: string; state: FlagState }

/** Scores a provider's published contract: each flag present, absent, or unknown where nothing is published. */
export function scoreRedFlags(input: {
  contract: ContractTerms
  earlyTerminationCents: number | undefined
}): { flags: RedFlag[]; score: number; known: number } {
  const { contract } = input
  const text = contract.summary.toLowerCase()
  const published = contract.termMonths !== null
  const termState: FlagState =
    contract.termMonths === null ? 'unknown' : contract.termMonths > MAX_TERM_MONTHS ? 'present' : 'absent'
  const etf = input.earlyTerminationCents
  const etfState: FlagState =
    etf !== undefined ? (etf > MAX_ETF_CENTS ? 'present' : 'absent') : published ? 'absent' : 'unknown'
  const mentions = (words: RegExp): FlagState =>
    words.test(text) ? 'present' : published ? 'absent' : 'unknown'
  const mentionDetail = (state: FlagState, what: string) =>
    state === 'present'
      ? `The published terms mention ${what}`
      : state === 'absent'
        ? `No ${what} in the published terms`
        : 'Terms not published'
  const damages = mentions(/liquidated/)
  const lease = mentions(/\blease/)
  const flags: RedFlag[] = [
    {
      id: 'term',
      label: 'Contract longer than 2 years',
      detail:
        contract.termMonths === null
          ? 'Term not published'
          : contract.termMonths === 0
            ? 'Month to month'
            : `${contract.termMonths}-month term`,
      state: termState,
    },
    {
      id: 'etf',
      label: 'Early termination fee over $500',
      detail: etf === undefined ? 'No early termination fee published' : formatUsd(etf),
      state: etfState,
    },
    {
      id: 'auto-renewal',
      label: 'Automatic renewal',
      detail: contract.autoRenews ? 'Renews automatically' : 'No automatic renewal published',
      state: contract.autoRenews ? 'present' : published ? 'absent' : 'unknown',
    },
    {
      id: 'liquidated-damages',
      label: 'Liquidated damages clause',
      detail: mentionDetail(damages, 'liquidated damages'),
      state: damages,
    },
    {
      id: 'equipment-lease',
      label: 'Equipment lease',
      detail: mentionDetail(lease, 'equipment lease'),
      state: lease,
    },
  ]
  return {
    flags,
    score: flags.filter((f) => f.state === 'present').length,
    known: flags.filter((f) => f.state !== 'unknown').length,
  }
}
