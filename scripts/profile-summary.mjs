// `node scripts/profile-summary.mjs profiles/X.cpuprofile [count]`: the functions with the most self time
// and the most total time (self + callees, each function counted once per stack) in a V8 CPU profile.
import { readFileSync } from 'node:fs'

const [file, countArg] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/profile-summary.mjs <file.cpuprofile> [count]')
  process.exit(1)
}
const count = Number(countArg ?? 25)
const profile = JSON.parse(readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

// Only the seconds in which the process was busy (under half idle), after start-up: the time it waits
// while the other server is measured is left out.
const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id))
const times = []
let t = profile.startTime
for (const d of profile.timeDeltas) {
  t += d
  times.push(t)
}
const second = (i) => Math.floor((times[i] - profile.startTime) / 1e6)
const buckets = new Map()
profile.samples.forEach((id, i) => {
  const b = buckets.get(second(i)) ?? { all: 0, idle: 0 }
  b.all += 1
  if (idleIds.has(id)) b.idle += 1
  buckets.set(second(i), b)
})
const busy = new Set([...buckets].filter(([, b]) => b.idle < b.all / 2).map(([s]) => s))
// The first busy stretch is start-up (module loading, migrations, seed): left out.
for (let s = 0; busy.has(s); s++) busy.delete(s)
const hits = new Map()
let total = 0
profile.samples.forEach((id, i) => {
  if (!busy.has(second(i))) return
  hits.set(id, (hits.get(id) ?? 0) + 1)
  total += 1
})
console.info(`busy seconds: ${[...busy].sort((a, b) => a - b).join(' ')}`)

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '~/')
    .replace(/^.*\/dist\//, 'dist/')
const label = (n) => {
  const f = n.callFrame
  return `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}`
}
const self = new Map()
const inclusive = new Map()
for (const [id, h] of hits) {
  const name = label(nodes.get(id))
  self.set(name, (self.get(name) ?? 0) + h)
  const seen = new Set()
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const l = label(nodes.get(at))
    if (seen.has(l)) continue
    seen.add(l)
    inclusive.set(l, (inclusive.get(l) ?? 0) + h)
  }
}
const byPackage = new Map()
for (const [id, h] of hits) {
  const url = nodes.get(id).callFrame.url
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  const key = m
    ? m[1]
    : url.startsWith('node:')
      ? 'node:'
      : url
        ? shortUrl(url).split(':')[0]
        : nodes.get(id).callFrame.functionName
  byPackage.set(key, (byPackage.get(key) ?? 0) + h)
}
const pct = (h) => `${((100 * h) / total).toFixed(1).padStart(5)}%`
const top = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, h]) => `${pct(h)}  ${name}`)
    .join('\n')
console.info(
  `${total} samples\n\nself time\n${top(self)}\n\ntotal time\n${top(inclusive)}\n\nby package / file (self)\n${top(byPackage)}`,
)
