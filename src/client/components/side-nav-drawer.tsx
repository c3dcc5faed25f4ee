import { Drawer } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = { opened: boolean; onClose: () => void; title: string; size: number; children: ReactNode }

/** The side navigation's drawer on a phone (its own chunk: Mantine's drawer, overlay, focus trap, scroll lock). */
export function SideNavDrawer({ opened, onClose, title, size, children }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} size={size} hiddenFrom="md">
      {children}
    </Drawer>
  )
}
