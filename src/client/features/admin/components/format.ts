/** 'paid_established' → 'Established'. */
export const reportTypeLabel = (type: string) => {
  const name = type.replace(/^paid_/, '')
  return name.charAt(0).toUpperCase() + name.slice(1)
}
