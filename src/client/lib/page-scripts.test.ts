import { describe, expect, it } from 'vitest'
import { type PageScriptIo, runPageScripts } from './page-scripts'

/** What the browser was asked to do, in order. */
function recordingIo() {
  const steps: string[] = []
  const io: PageScriptIo = {
    hint: (href) => steps.push(`hint ${href}`),
    run: async (href) => {
      steps.push(`run ${href}`)
    },
    nextTask: async () => {
      steps.push('next task')
    },
  }
  return { io, steps }
}

describe('the page’s scripts before hydration', () => {
  it('asks for every script first, then runs them one per task in the server’s order', async () => {
    const { io, steps } = recordingIo()
    await runPageScripts(['/assets/schemas.js', '/assets/estimate.schemas.js', '/assets/page.js'], io)
    expect(steps).toEqual([
      'hint /assets/schemas.js',
      'hint /assets/estimate.schemas.js',
      'hint /assets/page.js',
      'run /assets/schemas.js',
      'next task',
      'run /assets/estimate.schemas.js',
      'next task',
      'run /assets/page.js',
      'next task',
    ])
  })

  it('runs the next script only once the one before it has run', async () => {
    const ran: string[] = []
    let finishFirst: () => void = () => {}
    const io: PageScriptIo = {
      hint: () => {},
      run: (href) =>
        href === '/a.js'
          ? new Promise<void>((resolve) => {
              finishFirst = () => {
                ran.push(href)
                resolve()
              }
            })
          : Promise.resolve(ran.push(href)),
      nextTask: () => Promise.resolve(),
    }
    const done = runPageScripts(['/a.js', '/b.js'], io)
    await Promise.resolve()
    expect(ran).toEqual([])
    finishFirst()
    await done
    expect(ran).toEqual(['/a.js', '/b.js'])
  })

  it('stops at a script that fails to load, so the page is not hydrated half-loaded', async () => {
    const { io, steps } = recordingIo()
    io.run = async (href) => {
      steps.push(`run ${href}`)
      if (href === '/b.js') throw new TypeError('Failed to fetch dynamically imported module')
    }
    await expect(runPageScripts(['/a.js', '/b.js', '/c.js'], io)).rejects.toThrow('Failed to fetch')
    expect(steps.filter((step) => step.startsWith('run'))).toEqual(['run /a.js', 'run /b.js'])
  })

  it('does nothing for a page without scripts of its own (development, the landing page)', async () => {
    const { io, steps } = recordingIo()
    await runPageScripts([], io)
    expect(steps).toEqual([])
  })
})
