/** The optimisation checklist: 8 fixed steps, ids 1 and 2 done at first (spec §9). */
export const CHECKLIST_STEPS = [
  {
    id: 1,
    title: 'Review your latest processing statement',
    detail: 'Find your effective rate: total fees ÷ card volume.',
  },
  {
    id: 2,
    title: 'Compare your rate with the market',
    detail: 'See Market Rates for your industry’s range.',
  },
  {
    id: 3,
    title: 'List every fee beyond the rate',
    detail: 'PCI, statement, gateway, batch and minimum fees.',
  },
  { id: 4, title: 'Check your contract terms', detail: 'Term, renewal date and early termination fee.' },
  { id: 5, title: 'Collect competing quotes', detail: 'Use your report’s top matches as leverage.' },
  { id: 6, title: 'Ask your provider for a better rate', detail: 'Send the negotiation email script.' },
  {
    id: 7,
    title: 'Remove fees you do not need',
    detail: 'Unused gateways, paper statements, extra terminals.',
  },
  { id: 8, title: 'Review again in 6 months', detail: 'Set a rate alert so price changes reach you.' },
] as const
export const CHECKLIST_STEP_IDS = CHECKLIST_STEPS.map((s) => s.id)
export const DEFAULT_CHECKLIST_DONE: readonly number[] = [1, 2]

/** The badge text: 'N/8 Steps Complete'. */
export const checklistBadge = (done: readonly number[]) =>
  `${done.length}/${CHECKLIST_STEPS.length} Steps Complete`

/** Toggles one step; the result is sorted and holds known ids only. */
export const toggleStep = (done: readonly number[], id: number): number[] => {
  const set = new Set(done)
  if (set.has(id)) set.delete(id)
  else set.add(id)
  return CHECKLIST_STEP_IDS.filter((s) => set.has(s))
}
