import { toast } from '../../components/toast'
import { errorMessage } from '../../lib/api-client'

/** A destructive 'Error' toast with the server's message, or the fallback when there is none. */
export const failToast = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' })

export const successToast = (title: string, description?: string) =>
  toast({ title, description, variant: 'success' })

export const validationToast = (description: string) =>
  toast({ title: 'Validation Error', description, variant: 'destructive' })
