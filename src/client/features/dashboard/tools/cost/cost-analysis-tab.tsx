import { useState } from 'react'
import { Assumptions, ToolFrame, WithToolData } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { BreakEvenPanel } from './break-even-panel'
import { HiddenFeesPanel } from './hidden-fees-panel'
import { LiveCalculatorPanel } from './live-calculator-panel'
import { ProjectorPanel } from './projector-panel'
import { RoiPanel } from './roi-panel'
import { defaultSwitching } from './savings'
import { ScenariosPanel } from './scenarios-panel'

function CostTools({ data }: { data: ToolData }) {
  const [costs, setCosts] = useState(() => defaultSwitching(data))
  const panel = (node: React.ReactNode) => (
    <>
      <Assumptions data={data} />
      {node}
    </>
  )
  return (
    <ToolFrame
      title="Cost Analysis Tools"
      subtitle="What processing costs you, what switching saves and when it pays off."
      tabs={[
        {
          value: 'calculator',
          label: 'Live Calculator',
          render: () => panel(<LiveCalculatorPanel data={data} />),
        },
        { value: 'hidden-fees', label: 'Hidden Fees', render: () => panel(<HiddenFeesPanel data={data} />) },
        {
          value: 'projector',
          label: 'Savings Projector',
          render: () => panel(<ProjectorPanel data={data} />),
        },
        {
          value: 'roi',
          label: 'ROI Calculator',
          render: () => panel(<RoiPanel data={data} costs={costs} onCosts={setCosts} />),
        },
        {
          value: 'break-even',
          label: 'Break-Even',
          render: () => panel(<BreakEvenPanel data={data} costs={costs} />),
        },
        { value: 'scenarios', label: 'Scenarios', render: () => panel(<ScenariosPanel data={data} />) },
      ]}
    />
  )
}

/** Cost Analysis Tools (spec §2): six tabs computed from the user's latest report. */
export function CostAnalysisTab() {
  return <WithToolData title="Cost Analysis Tools">{(data) => <CostTools data={data} />}</WithToolData>
}
