import { useState } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The wizard's step lives in the URL (`?step=3`), so the browser's Back and Forward move between steps.
 * A step beyond what was saved cannot be reached by editing the URL: it shows the furthest step reached.
 * Without `?step`, the step the wizard was opened on (the saved one).
 */
export function useWizardStep(saved: number) {
  const [params, setParams] = useSearchParams()
  const [opened] = useState(Math.max(1, saved))
  const [reached, setReached] = useState(opened)
  const asked = Number(params.get('step'))
  // Without a step in the URL (the address the wizard was opened at), the step it was opened on.
  const step = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, reached) : opened
  const goTo = (next: number) => {
    setReached((r) => Math.max(r, next))
    setParams({ step: String(next) })
  }
  return [step, goTo] as const
}
