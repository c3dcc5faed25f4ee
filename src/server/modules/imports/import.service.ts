import type { Readable } from 'node:stream'
import { hasPaidPlan, reportTierFor } from '@shared/auth/entitlements'
import type { Provider } from '@shared/catalogue/provider.schemas'
import type { BusinessType, Industry } from '@shared/catalogue/taxonomy'
import {
  ColumnMappingSchema,
  IMPORT_MAX_PER_USER,
  ImportFieldsSchema,
  type TransactionImport,
} from '@shared/imports/import.schemas'
import { repriceImport } from '@shared/imports/reprice'
import type { EstimateRequest } from '@shared/pricing/estimate.schemas'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { UserRow } from '../users/user.repository'
import { readExport } from './csv-reader'
import { toImportDto } from './import.dto'
import type { ImportRepository, ImportRow } from './import.repository'

/** The uploaded file as a stream, with the form fields sent before it. */
export type Upload = { file: Readable; fields: Record<string, string> }

type Deps = {
  repo: ImportRepository
  providers: () => Promise<readonly Provider[]>
  brandName: string
  now: () => Date
}

/** Importing a processor's export is part of the paid plans (the one entitlements rule). */
const assertPaid = (user: Pick<UserRow, 'tier' | 'role'>) => {
  if (!hasPaidPlan(user)) {
    throw new AppError(
      'FORBIDDEN',
      'Importing your transactions is part of the paid plans: get a report to reprice your real payments.',
    )
  }
}

const notFound = () => new AppError('NOT_FOUND', 'Import not found')

const defaultBusinessType = (user: UserRow): BusinessType => reportTierFor(user.tier)

export function createImportService({ repo, providers, brandName, now }: Deps) {
  const priced = async (row: ImportRow) =>
    repriceImport(row.aggregates, row.format, await providers(), {
      industryType: row.industryType as Industry,
      businessType: row.businessType as BusinessType,
      brandName,
      today: now().toISOString().slice(0, 10),
    })

  return {
    /**
     * Reads the file as a stream into monthly sums and stores only those; a file that fails anywhere stores
     * nothing. `open` is called once the plan and the account's import count allow an import.
     */
    create: async (user: UserRow, open: () => Promise<Upload>): Promise<TransactionImport> => {
      assertPaid(user)
      if ((await repo.countForUser(user.id)) >= IMPORT_MAX_PER_USER) {
        throw new AppError(
          'CONFLICT',
          `You have ${IMPORT_MAX_PER_USER} imports: delete one before importing another.`,
        )
      }
      const { file, fields: raw } = await open()
      const fields = ImportFieldsSchema.safeParse(raw)
      if (!fields.success) {
        file.resume()
        const issue = fields.error.issues[0]
        throw new AppError('VALIDATION_FAILED', issue?.message ?? 'Invalid form fields', {
          details: fields.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        })
      }
      let mapping: ReturnType<typeof ColumnMappingSchema.parse> | undefined
      if (fields.data.format === 'generic') {
        const parsed = ColumnMappingSchema.safeParse(fields.data)
        if (!parsed.success) {
          file.resume()
          throw new AppError(
            'VALIDATION_FAILED',
            `A generic CSV needs its columns named: ${parsed.error.issues[0]?.message ?? 'name the date and amount columns.'}`,
            {
              details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
            },
          )
        }
        mapping = parsed.data
      }
      const { format, aggregates } = await readExport(file, {
        format: fields.data.format,
        ...(mapping ? { mapping } : {}),
      })
      const row = await repo.insert({
        id: newId(),
        userId: user.id,
        format,
        industryType: fields.data.industryType ?? 'retail',
        businessType: fields.data.businessType ?? defaultBusinessType(user),
        rowsRead: aggregates.rowsRead,
        aggregates,
        createdAt: now(),
      })
      return toImportDto(row, await priced(row))
    },
    list: async (user: UserRow) => {
      assertPaid(user)
      return (await repo.listForUser(user.id)).map((row) => toImportDto(row, null))
    },
    get: async (user: UserRow, id: string): Promise<TransactionImport> => {
      const row = await repo.findOwned(id, user.id)
      if (!row) throw notFound()
      assertPaid(user)
      return toImportDto(row, await priced(row))
    },
    /** The engine's request from an import's latest full month (an assessment made from the import). */
    estimateFor: async (
      user: Pick<UserRow, 'id' | 'tier' | 'role'>,
      id: string,
    ): Promise<EstimateRequest> => {
      const row = await repo.findOwned(id, user.id)
      if (!row) throw notFound()
      assertPaid(user)
      const { estimateRequest } = await priced(row)
      if (!estimateRequest) {
        throw new AppError('VALIDATION_FAILED', 'This import has no month the engine can price.', {
          details: [{ path: 'importId', message: 'No month to price' }],
        })
      }
      return estimateRequest
    },
    /** The owner may always delete an import, whatever their plan today. */
    remove: async (user: UserRow, id: string) => {
      if (!(await repo.deleteOwned(id, user.id))) throw notFound()
    },
  }
}
export type ImportService = ReturnType<typeof createImportService>
