import type { ReactNode } from 'react'
import { Assumptions, ToolFrame, WithToolData } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { ChecklistBadge, ChecklistPanel } from './checklist-panel'
import { OpportunitiesPanel, VolumeTiersPanel } from './opportunity-panels'
import { FeatureAnalysisPanel, FeeStructuresPanel, NegotiationTimingPanel } from './provider-panels'
import { RealNumbersPanel } from './real-numbers-panel'

function Optimization({ data }: { data: ToolData }) {
  const panel = (node: ReactNode) => (
    <>
      <Assumptions data={data} />
      {node}
    </>
  )
  return (
    <ToolFrame
      title="Current Provider Optimization"
      subtitle={
        data.currentName
          ? `Get more from ${data.currentName}, or know when to leave.`
          : 'Get more from your current provider, or know when to leave.'
      }
      aside={<ChecklistBadge />}
      tabs={[
        {
          value: 'opportunities',
          label: 'Opportunities',
          render: () => panel(<OpportunitiesPanel data={data} />),
        },
        {
          value: 'features',
          label: 'Feature Analysis',
          render: () => panel(<FeatureAnalysisPanel data={data} />),
        },
        { value: 'tiers', label: 'Volume Tiers', render: () => panel(<VolumeTiersPanel data={data} />) },
        {
          value: 'timing',
          label: 'Negotiation Timing',
          render: () => panel(<NegotiationTimingPanel data={data} />),
        },
        { value: 'checklist', label: 'Action Checklist', render: () => <ChecklistPanel /> },
        { value: 'fees', label: 'Fee Structures', render: () => panel(<FeeStructuresPanel data={data} />) },
        { value: 'real-numbers', label: 'Use my real numbers', render: () => <RealNumbersPanel /> },
      ]}
    />
  )
}

/** Current Provider Optimization (spec §2): six tabs and the checklist badge. */
export function OptimizationTab() {
  return (
    <WithToolData title="Current Provider Optimization">
      {(data) => <Optimization data={data} />}
    </WithToolData>
  )
}
