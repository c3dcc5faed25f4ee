import { PROVIDERS as PA } from '../node_modules/.cache/engine-main/src/shared/catalogue/providers'
import { rankProviders as RA } from '../node_modules/.cache/engine-main/src/shared/pricing/rank'
import { PROVIDERS as PB } from '@shared/catalogue/providers'
import { rankProviders as RB } from '@shared/pricing/rank'
import { randomRequests } from '@shared/pricing/test-support/random-requests'
const N = 10_000
const requests = randomRequests(N, 20_261_101)
let sink = 0
const engines = [
  ['main', RA, PA],
  ['new', RB, PB],
] as const
function measure(rank: typeof RA, providers: typeof PA): number {
  const c = process.cpuUsage()
  for (let i = 0; i < N; i++) sink += rank(requests[i] as never, providers, { brandName: 'ProcessorMatch' }).savings.annualSavings
  const d = process.cpuUsage(c)
  return (d.user + d.system) / N
}
for (let i = 0; i < 20_000; i++) for (const [, r, p] of engines) sink += r(requests[i % N] as never, p, { brandName: 'ProcessorMatch', limit: i % 2 ? 1 : undefined } as never).savings.annualSavings
const runs: Record<string, number[]> = { main: [], new: [] }
for (let round = 0; round < Number(process.argv[2] ?? 9); round++)
  for (const [name, r, p] of round % 2 ? [...engines].reverse() : engines) runs[name]?.push(measure(r, p))
for (const [name, xs] of Object.entries(runs)) {
  const s = [...xs].sort((a, b) => a - b)
  console.info(`${name}: best ${s[0]?.toFixed(1)} median ${s[Math.floor(s.length / 2)]?.toFixed(1)}`)
}
const m = (k: string) => [...(runs[k] ?? [])].sort((a, b) => a - b)[Math.floor((runs[k]?.length ?? 0) / 2)] ?? 0
console.info(`ratio new/main (median): ${(m('new') / m('main')).toFixed(3)}  checksum ${sink}`)
