import type { ReactNode } from 'react'
import { Assumptions, ToolFrame, WithToolData } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { EmailScriptsPanel } from './email-scripts-panel'
import { LeveragePanel, RedFlagsPanel, SuccessStoriesPanel } from './leverage-panels'
import { BestTimingPanel, MarketRatesPanel } from './market-panels'

function Toolkit({ data }: { data: ToolData }) {
  const panel = (node: ReactNode) => (
    <>
      <Assumptions data={data} />
      {node}
    </>
  )
  return (
    <ToolFrame
      title="Negotiation Toolkit"
      subtitle="Get a better price from your provider with your own numbers."
      tabs={[
        { value: 'emails', label: 'Email Scripts', render: () => panel(<EmailScriptsPanel data={data} />) },
        { value: 'market', label: 'Market Rates', render: () => panel(<MarketRatesPanel data={data} />) },
        { value: 'timing', label: 'Best Timing', render: () => panel(<BestTimingPanel data={data} />) },
        {
          value: 'red-flags',
          label: 'Contract Red Flags',
          render: () => panel(<RedFlagsPanel data={data} />),
        },
        { value: 'stories', label: 'Success Stories', render: () => <SuccessStoriesPanel data={data} /> },
        { value: 'leverage', label: 'Leverage Points', render: () => panel(<LeveragePanel data={data} />) },
      ]}
    />
  )
}

/** Negotiation Toolkit (spec §2): six tabs. */
export function NegotiationTab() {
  return <WithToolData title="Negotiation Toolkit">{(data) => <Toolkit data={data} />}</WithToolData>
}
