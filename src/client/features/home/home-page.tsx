import { pages } from '@shared/routes'
import { memo, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { usePublicConfig } from '../../lib/config-context'
import { trackConversion } from '../../lib/conversion'
import { useEmbed } from '../../lib/embed-context'
import { START_ASSESSMENT_EVENT } from '../../lib/embed-detection'
import { lazyWithQueries } from '../../lib/lazy-chunk'
import { BenefitsSection } from './benefits-section'
import { CostSection } from './cost-section'
import { CtaSection } from './cta-section'
import { FeaturesSection } from './features-section'
import { HeroSection } from './hero-section'
import { HowItWorksSection } from './how-it-works-section'
import { PricingSection } from './pricing-section'
import { ProvidersSection } from './providers-section'

/**
 * A hydration boundary: React hydrates each section as its own unit and yields to the browser in between,
 * so the page answers input sooner. The content is server-rendered as usual.
 */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/** The page content; memoised so opening the dialog does not re-render it. */
const HomeSections = memo(function HomeSections({
  brandName,
  onStart,
}: {
  brandName: string
  onStart: () => void
}) {
  return (
    <>
      <HeroSection brandName={brandName} onStart={onStart} />
      <Deferred>
        <HowItWorksSection />
      </Deferred>
      <Deferred>
        <CostSection />
      </Deferred>
      <Deferred>
        <FeaturesSection />
      </Deferred>
      <Deferred>
        <BenefitsSection brandName={brandName} />
      </Deferred>
      <Deferred>
        <ProvidersSection />
      </Deferred>
      <Deferred>
        <PricingSection onStart={onStart} />
      </Deferred>
      <Deferred>
        <CtaSection />
      </Deferred>
    </>
  )
})

// The email capture's form loads with the first click on a start button, not with the page.
const StartAssessmentModal = lazyWithQueries(() =>
  import('./start-assessment-modal').then((m) => m.StartAssessmentModal),
)

export function HomePage() {
  const { brandName, adConversionTag } = usePublicConfig()
  const { pathFor } = useEmbed()
  const navigate = useNavigate()
  const location = useLocation()
  const [opened, setOpened] = useState(false)
  const [wanted, setWanted] = useState(false)
  const open = useCallback(() => {
    setWanted(true)
    setOpened(true)
  }, [])

  // The host page's start function (embed mode) fires this event; a start requested from another page
  // arrives as navigation state.
  useEffect(() => {
    window.addEventListener(START_ASSESSMENT_EVENT, open)
    return () => window.removeEventListener(START_ASSESSMENT_EVENT, open)
  }, [open])
  const startRequested = (location.state as { startAssessment?: boolean } | null)?.startAssessment === true
  useEffect(() => {
    if (startRequested) open()
  }, [startRequested, open])

  const onCaptured = (assessmentId: string) => {
    setOpened(false)
    trackConversion(adConversionTag)
    navigate(pathFor(pages.assessment.href({ id: assessmentId })))
  }

  return (
    <>
      <HomeSections brandName={brandName} onStart={open} />
      {wanted ? (
        <Suspense fallback={null}>
          <StartAssessmentModal opened={opened} onClose={() => setOpened(false)} onCaptured={onCaptured} />
        </Suspense>
      ) : null}
    </>
  )
}
