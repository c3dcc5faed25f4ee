import multipart from '@fastify/multipart'
import { importApi } from '@shared/imports/import.api'
import { IMPORT_MAX_BYTES } from '@shared/imports/import.schemas'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'
import type { Upload } from './import.service'

/** The multipart upload: the file in field `file`, the form fields sent before it. */
async function openUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the export as multipart/form-data, the file in the field "file".',
    )
  }
  const part = await request.file()
  if (part?.fieldname !== 'file') {
    part?.file.resume()
    throw new AppError('VALIDATION_FAILED', 'Attach the export in the field "file".', {
      details: [{ path: 'file', message: 'Required' }],
    })
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value
  }
  const file = part.file
  return { file, fields }
}

/** A processor's export, read into monthly sums and repriced (paid plans); list and delete them. */
export const importRoutes: FastifyPluginAsync = async (app) => {
  const { imports } = app.services
  const user = { access: 'user', tags: ['imports'], errors: [400, 401, 403, 404, 409, 413, 415] } as const
  // Multipart only for these routes; the file is streamed, never buffered or written to disk.
  await app.register(multipart, {
    // One byte past the limit reaches the reader, which refuses the file (multipart would only truncate it).
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 1_000, parts: 25 },
  })

  await route(
    app,
    importApi.create,
    {
      ...user,
      summary:
        'Import a Square, Stripe, PayPal, Shopify Payments or Clover export (or a CSV with a column mapping): multipart, the file in field "file" after the optional fields format, industryType, businessType and, for format=generic, dateColumn, amountColumn, feeColumn, brandColumn, fundingColumn, entryModeColumn, countryColumn, statusColumn, refundColumn, currencyColumn',
    },
    async (request) => imports.create(signedInUser(request), () => openUpload(request)),
  )

  await route(
    app,
    importApi.list,
    { ...user, noStore: true, summary: "The account's imports with their derived figures, newest first" },
    async (request) => imports.list(signedInUser(request)),
  )

  await route(
    app,
    importApi.get,
    { ...user, noStore: true, summary: 'One import with every provider repriced on its months (owner only)' },
    async (request) => imports.get(signedInUser(request), request.params.id),
  )

  await route(
    app,
    importApi.delete,
    { ...user, summary: 'Delete an import and its figures (owner only)' },
    async (request) => {
      await imports.remove(signedInUser(request), request.params.id)
      return { message: 'Import deleted.' }
    },
  )
}
