// A page's scripts, run one per task before it hydrates (ADR 060). Imported as one graph, a page's chunks
// are evaluated in a single task: on /assessment/start that is the schema library and some sixty schemas,
// about 50 ms on a fast laptop and four times that on a mid-range phone, during which the page answers no
// tap. Run one chunk at a time, dependencies first, with a task boundary between them, the same work leaves
// the browser free to handle input between chunks. The order is the server's (the build manifest's imports,
// dependencies first), so each chunk's own imports have already run when it does, as in one graph.

/** How the browser fetches, runs and yields (a test hands in its own). */
export type PageScriptIo = {
  /** Asks for a script ahead of its turn, so the files download in parallel. */
  hint: (href: string) => void
  /** Runs a script (with whatever of its imports has not run yet). */
  run: (href: string) => Promise<unknown>
  /** Ends the current task. */
  nextTask: () => Promise<void>
}

const browserIo: PageScriptIo = {
  hint: (href) => {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  },
  run: (href) => import(/* @vite-ignore */ href),
  nextTask: () => new Promise((resolve) => setTimeout(resolve, 0)),
}

/** The page's scripts as the server named them on the boot element (none in development). */
export const pageScriptsOf = (doc: Document): string[] =>
  (doc.querySelector<HTMLElement>('script[data-entry]')?.dataset.pageScripts ?? '').split(' ').filter(Boolean)

/** Downloads the scripts in parallel and runs them one per task, in the order given. */
export async function runPageScripts(hrefs: readonly string[], io: PageScriptIo = browserIo): Promise<void> {
  for (const href of hrefs) io.hint(href)
  for (const href of hrefs) {
    await io.run(href)
    await io.nextTask()
  }
}
