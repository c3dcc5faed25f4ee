import { Stack } from '@mantine/core'
import { OTHER_PROVIDER } from '@shared/catalogue/provider-names'
import type { BusinessType } from '@shared/catalogue/taxonomy'
import { BusinessTypeStep } from './components/business-type-step'
import { CurrentPricingSection } from './components/current-pricing-section'
import { CostsStep, LocationsStep } from './components/enterprise-steps'
import { IndustryStep } from './components/industry-step'
import { IntegrationsStep } from './components/integrations-step'
import { PrioritiesStep } from './components/priorities-step'
import { ProviderStep } from './components/provider-step'
import { SalesDetailsStep } from './components/sales-details-step'
import { VolumeStep } from './components/volume-step'
import { namesCurrentProvider } from './current-pricing'
import { defaultCardMix, defaultChannel } from './sales-details'
import type { Answers } from './wizard-answers'

/** The second screen of step 2: what decides which processors can take the business. */
export const SALES_DETAILS_TITLE = {
  title: 'How you sell',
  description:
    'These decide which processors can take your business. We filled in what is typical; change what differs.',
}

export const STEP_TITLES: Record<number, { title: string; description: string }> = {
  1: {
    title: 'What type of business do you run?',
    description: 'This tailors the questions and the providers we compare.',
  },
  2: {
    title: 'What industry are you in?',
    description: 'Card mix and risk differ by industry, and so do prices.',
  },
  3: { title: 'Your transaction volume', description: 'A typical month is fine; you can estimate.' },
  4: { title: 'Current or preferred provider', description: 'We compare your best match against it.' },
  5: {
    title: 'Rank your priorities',
    description: 'Tap them in order of importance: the first counts most.',
  },
  6: {
    title: 'Integrations & timeline',
    description: 'What your processor must connect to, and when you need it.',
  },
  7: {
    title: 'Locations & international markets',
    description: 'Per-location fees and foreign cards change the cost.',
  },
  8: { title: 'Current costs & contract', description: 'Optional, but it makes your savings figure exact.' },
}

type Props = {
  step: number
  answers: Answers
  set: (patch: Partial<Answers>) => void
  brandName: string
  onSelectType: (t: BusinessType) => void
  typePending: boolean
  /** Step 2's second screen ("How you sell"). */
  details?: boolean
}

export function StepContent({ step, answers, set, brandName, onSelectType, typePending, details }: Props) {
  const type = answers.businessType ?? 'startup'
  const provider = answers.currentProvider
  // Asked with the provider, or with the enterprise's current costs on step 8.
  const pricing = namesCurrentProvider(provider) ? (
    <CurrentPricingSection
      providerName={provider === OTHER_PROVIDER || !provider ? 'your provider' : provider}
      value={answers}
      onChange={set}
    />
  ) : null
  if (step === 2 && details) {
    return (
      <SalesDetailsStep
        businessType={type}
        industry={answers.industryType}
        channel={answers.channel ?? defaultChannel(answers.industryType)}
        cardMix={answers.cardMix ?? defaultCardMix(answers.industryType)}
        platform={answers.platform}
        posSoftware={answers.posSoftware}
        restrictedCategory={answers.restrictedCategory}
        businessBank={answers.businessBank}
        level23={answers.level23}
        achWilling={answers.achWilling}
        trustAccounting={answers.trustAccounting}
        onChannel={(channel) => set({ channel })}
        onCardMix={(cardMix) => set({ cardMix })}
        onChange={(patch) => set(patch as Partial<Answers>)}
      />
    )
  }
  switch (step) {
    case 1:
      return <BusinessTypeStep value={answers.businessType} onSelect={onSelectType} disabled={typePending} />
    case 2:
      return (
        <IndustryStep
          value={answers.industryType}
          other={answers.industryOther}
          onChange={(industryType) => set({ industryType })}
          onOtherChange={(industryOther) => set({ industryOther })}
        />
      )
    case 3:
      return (
        <VolumeStep
          businessType={answers.businessType}
          industryType={answers.industryType}
          transactions={answers.monthlyTransactions}
          volume={answers.totalMonthlyVolume}
          lastMonthFees={answers.lastMonthFees}
          askFees={type !== 'enterprise'}
          onChange={set}
        />
      )
    case 4:
      return (
        <Stack gap="xl">
          <ProviderStep
            businessType={type}
            brandName={brandName}
            value={answers.currentProvider}
            onChange={(currentProvider) => set({ currentProvider })}
          />
          {type !== 'enterprise' && pricing}
        </Stack>
      )
    case 5:
      return <PrioritiesStep value={answers.features} onChange={(features) => set({ features })} />
    case 6:
      return (
        <IntegrationsStep
          integrations={answers.integrations}
          timeline={answers.timeline}
          onIntegrations={(integrations) => set({ integrations })}
          onTimeline={(timeline) => set({ timeline })}
        />
      )
    case 7:
      return (
        <LocationsStep
          locations={answers.locations}
          internationalShare={answers.internationalShare}
          onLocations={(locations) => set({ locations })}
          onShare={(internationalShare) => set({ internationalShare })}
        />
      )
    case 8:
      return (
        <CostsStep
          lastMonthFees={answers.lastMonthFees}
          contractEndDate={answers.contractEndDate}
          onFees={(lastMonthFees) => set({ lastMonthFees })}
          onContractEnd={(contractEndDate) => set({ contractEndDate })}
          currentPricing={pricing}
        />
      )
    default:
      return null
  }
}
