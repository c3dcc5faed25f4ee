import { format } from 'date-fns'

export const formatDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy')
export const formatDateTime = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a")
export const formatMoney = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' })

/** 'paid_established' → 'Established'. */
export const reportTypeLabel = (type: string) => {
  const name = type.replace(/^paid_/, '')
  return name.charAt(0).toUpperCase() + name.slice(1)
}
