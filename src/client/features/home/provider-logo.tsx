import { logoNames } from '@shared/catalogue/logo-names'
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

/** The 20 logo names of the spec, our own brand included, as a wrapping row. */
export function ProviderLogoRow({ brandName }: { brandName: string }) {
  return (
    <ul className={classes.logoRow} aria-label="Payment processors we compare">
      {logoNames(brandName).map((name) => (
        <ProviderLogo key={name} name={name} brandName={brandName} />
      ))}
    </ul>
  )
}
