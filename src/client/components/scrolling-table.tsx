import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/** A table that scrolls sideways inside its frame on narrow screens, reachable and named for the keyboard. */
export function ScrollingTable({
  label,
  minWidth,
  children,
}: {
  label: string
  minWidth: number
  children: ReactNode
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
    >
      {children}
    </Table.ScrollContainer>
  )
}
