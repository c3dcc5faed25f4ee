import { MessageSchema } from '@shared/auth/auth.schemas'
import {
  type ImportFormat,
  TransactionImportListSchema,
  TransactionImportSchema,
} from '@shared/imports/import.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, getJson, sendJson } from '../../../lib/api-client'

export const importsKey = ['/api/user/imports'] as const

/** GET /api/user/imports: the account's imports with their figures, newest first. */
const importsQuery = queryOptions({
  queryKey: importsKey,
  queryFn: async () => getJson(importsKey[0], TransactionImportListSchema),
})
export const useImports = () => useQuery(importsQuery)

/** GET /api/user/imports/{id}: one import with every provider repriced on its months. */
export const useImport = (id: string | null) =>
  useQuery({
    queryKey: [importsKey[0], id],
    queryFn: async () => getJson(`${importsKey[0]}/${encodeURIComponent(id ?? '')}`, TransactionImportSchema),
    enabled: id !== null,
  })

/** POST /api/user/imports: multipart, the fields first and the file last (the server reads them in order). */
export async function uploadImport(file: File, format: ImportFormat | 'auto') {
  const form = new FormData()
  form.append('format', format)
  form.append('file', file)
  const res = await fetch(importsKey[0], { method: 'POST', body: form, credentials: 'include' })
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText)
  return TransactionImportSchema.parse(await res.json())
}

/** DELETE /api/user/imports/{id}. */
export const deleteImport = async (id: string) =>
  sendJson('DELETE', `${importsKey[0]}/${encodeURIComponent(id)}`, MessageSchema)

export function useImportMutations() {
  const client = useQueryClient()
  const onSuccess = () => client.invalidateQueries({ queryKey: importsKey })
  return {
    upload: useMutation({
      mutationFn: ({ file, format }: { file: File; format: ImportFormat | 'auto' }) =>
        uploadImport(file, format),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: deleteImport, onSuccess }),
  }
}
