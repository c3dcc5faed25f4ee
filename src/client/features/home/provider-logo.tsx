import type { LandingFigures } from '@shared/catalogue/landing-figures.schemas'
import { logoNames, normaliseName } from '@shared/catalogue/logo-names'
import { useEffect } from 'react'
import classes from './home.module.css'
import { logoBadgeFor } from './logo-badges'

/** A provider's wordmark badge; an unmatched name shows the fallback logo and logs a warning. */
export function ProviderLogo({ name, brandName }: { name: string | null | undefined; brandName: string }) {
  const badge = logoBadgeFor(name, brandName)
  useEffect(() => {
    if (badge.warning) console.warn(badge.warning)
  }, [badge.warning])
  return (
    <li className={classes.logo} data-logo={badge.logoName} data-brand={badge.isBrand || undefined}>
      <span className={classes.logoMark} style={{ backgroundColor: badge.color }} aria-hidden="true">
        {badge.initials}
      </span>
      <span className={classes.logoName}>{badge.logoName}</span>
    </li>
  )
}

/**
 * The spec's logo names as a wrapping row, without our own brand (it is no processor), and, once the
 * figures are there, only the providers active in the catalogue.
 */
export function processorLogoNames(brandName: string, figures: LandingFigures | undefined): string[] {
  const active = figures && new Set(figures.providers.map((p) => normaliseName(p.name)))
  return logoNames(brandName).filter(
    (name) =>
      normaliseName(name) !== normaliseName(brandName) && (!active || active.has(normaliseName(name))),
  )
}

export function ProviderLogoRow({
  brandName,
  figures,
}: {
  brandName: string
  figures: LandingFigures | undefined
}) {
  return (
    <ul className={classes.logoRow} aria-label="Payment processors we compare">
      {processorLogoNames(brandName, figures).map((name) => (
        <ProviderLogo key={name} name={name} brandName={brandName} />
      ))}
    </ul>
  )
}
