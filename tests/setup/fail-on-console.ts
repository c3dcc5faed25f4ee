import { afterEach, vi } from 'vitest'

// A console.error or console.warn during a test is a bug the test did not notice: fail it.
const calls: string[] = []
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    calls.push(`console.${level}: ${args.map(String).join(' ')}`)
  })
}

afterEach(() => {
  if (calls.length === 0) return
  const message = calls.splice(0).join('\n')
  throw new Error(`Unexpected console output during the test:\n${message}`)
})
