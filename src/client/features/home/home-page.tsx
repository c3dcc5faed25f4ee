import { HomeHero } from './home-hero'
import { HowItWorks, Pricing } from './home-sections'

export function HomePage() {
  return (
    <>
      <HomeHero />
      <HowItWorks />
      <Pricing />
    </>
  )
}
