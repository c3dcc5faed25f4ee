import { figuresOf, totalOf } from '@shared/imports/aggregate'
import { IMPORT_FORMAT_LABELS, type TransactionImport } from '@shared/imports/import.schemas'
import type { RepriceResult } from '@shared/imports/reprice'
import type { ImportRow } from './import.repository'

/** An import as the API answers it: figures in dollars and shares; the repricing when it was computed. */
export const toImportDto = (row: ImportRow, priced: RepriceResult | null): TransactionImport => {
  const a = row.aggregates
  return {
    id: row.id,
    format: row.format,
    formatLabel: IMPORT_FORMAT_LABELS[row.format],
    createdAt: row.createdAt.toISOString(),
    firstDate: a.firstDate,
    lastDate: a.lastDate,
    rowsRead: a.rowsRead,
    rowsSkipped: a.rowsSkipped,
    overall: figuresOf(totalOf(a.months), a.hasFees, null),
    months: a.months.map((m) => figuresOf(m, a.hasFees, m.month)),
    estimateRequest: priced?.estimateRequest ?? null,
    repricing: priced?.repricing ?? null,
  }
}
