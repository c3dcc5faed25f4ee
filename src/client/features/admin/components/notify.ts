import { toast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'

/** The admin console's failure toast: titled 'Error', the server's message or the spec's fallback. */
export const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' })

/** The same failure toast as a callback, for a mutation's onError. */
export const failure = (fallback: string) => (error: unknown) => failed(error, fallback)

/** A form problem caught before any call. */
export const invalid = (description: string) =>
  toast({ title: 'Validation Error', description, variant: 'destructive' })

export const succeeded = (title: string, description?: string) =>
  toast({ title, description, variant: 'success' })
