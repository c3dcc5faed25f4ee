import { keyOf } from '@shared/http/endpoint'
import { importApi } from '@shared/imports/import.api'
import type { ImportFormat } from '@shared/imports/import.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** The account's imports with their figures, newest first. */
const importsQuery = queryOptions({ queryKey: keyOf(importApi.list), queryFn: () => call(importApi.list) })
export const useImports = () => useQuery(importsQuery)

/** One import with every provider repriced on its months. */
export const useImport = (id: string | null) =>
  useQuery({
    queryKey: keyOf(importApi.get, { params: { id: id ?? '' } }),
    queryFn: () => call(importApi.get, { params: { id: id ?? '' } }),
    enabled: id !== null,
  })

/** The export as a multipart form: the fields first and the file last (the server reads them in order). */
function uploadImport(file: File, format: ImportFormat | 'auto') {
  const form = new FormData()
  form.append('format', format)
  form.append('file', file)
  return call(importApi.create, { form })
}

export function useImportMutations() {
  const client = useQueryClient()
  const onSuccess = () => client.invalidateQueries({ queryKey: keyOf(importApi.list) })
  return {
    upload: useMutation({
      mutationFn: ({ file, format }: { file: File; format: ImportFormat | 'auto' }) =>
        uploadImport(file, format),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(importApi.delete, { params: { id } }),
      onSuccess,
    }),
  }
}
