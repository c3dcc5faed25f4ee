import { Button, type ButtonProps } from '@mantine/core'
import { pages } from '@shared/routes'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useEmbed } from '../../../lib/embed-context'

/**
 * The way to buy the report for an assessment. Payment pages are never framed (ADR 051), so inside a partner
 * site's frame the checkout opens in a new tab, at its own address.
 */
export function CheckoutButton({
  id,
  size,
  children,
}: {
  id: string
  size: ButtonProps['size']
  children: ReactNode
}) {
  const { embedMode } = useEmbed()
  const href = pages.checkout.href({ id })
  if (embedMode) {
    return (
      <Button component="a" href={href} target="_blank" rel="noopener" size={size}>
        {children}
      </Button>
    )
  }
  return (
    <Button component={Link} to={href} size={size}>
      {children}
    </Button>
  )
}
