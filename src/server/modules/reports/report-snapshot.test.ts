import { ReportSnapshotSchema } from '@shared/reports/report-snapshot.schemas'
import { describe, expect, it } from 'vitest'
import { sampleReportInput } from './pdf/sample-report'

const made = () =>
  sampleReportInput({
    businessType: 'established',
    industryType: 'restaurant',
    monthlyTransactions: 1200,
    totalMonthlyVolume: 50_000,
    features: ['low-fees'],
    assessmentData: { locations: 2, timeline: 'soon', posSoftware: 'toast' },
  }).snapshot

describe('the stored report snapshot, read by one schema', () => {
  it('reads back what a purchase stores, unchanged', () => {
    const snapshot = made()
    const stored = JSON.parse(JSON.stringify(snapshot))
    expect(ReportSnapshotSchema.parse(stored)).toEqual(stored)
  })

  it('reads an older snapshot without exclusions or advice as having none', () => {
    const { excluded: _e, advice: _a, ...older } = JSON.parse(JSON.stringify(made()))
    const read = ReportSnapshotSchema.parse(older)
    expect(read.excluded).toEqual([])
    expect(read.advice).toBeNull()
  })

  it("records the terms of the merchant's provider and the top matches, and reads an older snapshot as having none", () => {
    const snapshot = made()
    const top = snapshot.recommendations[0]?.pspProvider.id
    expect(snapshot.providerTerms.map((t) => t.id)).toContain(top)
    const { providerTerms: _t, ...older } = JSON.parse(JSON.stringify(snapshot))
    expect(ReportSnapshotSchema.parse(older).providerTerms).toEqual([])
  })

  it('reads an answer stored in another form as not given, and keeps the rest', () => {
    const stored = JSON.parse(JSON.stringify(made()))
    stored.assessment.assessmentData.locations = 'two'
    const read = ReportSnapshotSchema.parse(stored)
    expect(read.assessment.assessmentData?.locations).toBeUndefined()
    expect(read.assessment.assessmentData?.timeline).toBe('soon')
  })

  it('refuses a snapshot without its ranking', () => {
    const { recommendations: _r, ...broken } = JSON.parse(JSON.stringify(made()))
    expect(ReportSnapshotSchema.safeParse(broken).success).toBe(false)
  })
})
