import { type ComponentType, lazy } from 'react'

export type LazyChunk<P extends object> = ComponentType<P> & { preload: () => Promise<void> }

/**
 * A component shipped in its own chunk (a page, a dashboard tab). `preload()` fetches the chunk so that the
 * next render is synchronous: the server preloads every chunk once, the browser preloads what the address
 * shows before hydrating, so the first client render matches the server HTML. Later renders suspend briefly
 * on the chunk.
 */
export function lazyChunk<P extends object>(load: () => Promise<ComponentType<P>>): LazyChunk<P> {
  let Loaded: ComponentType<P> | null = null
  let pending: Promise<void> | null = null
  const preload = () => {
    pending ??= load().then((component) => {
      Loaded = component
    })
    return pending
  }
  const Deferred = lazy(async () => {
    await preload()
    return { default: Loaded as ComponentType<P> }
  })
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module load, like React.lazy
  const Chunk = (props: P) => (Loaded ? <Loaded {...props} /> : <Deferred {...props} />)
  return Object.assign(Chunk, { preload })
}

const withQueries = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  Promise.all([load(), import('./query-client')]).then(([Component, m]) => m.withQueryClient(Component))

/** A page chunk under the query client: the query library comes with the first such chunk, not with the shell. */
export const lazyQueryChunk = <P extends object>(load: () => Promise<ComponentType<P>>): LazyChunk<P> =>
  lazyChunk(() => withQueries(load))

/** A dialog or widget of the shell, loaded on first need, under the query client. */
export const lazyWithQueries = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => withQueries(load).then((Component) => ({ default: Component })))

/** A chunk that names its source module (a page, a dashboard tab): the server writes its styles into the page. */
export type ModuleChunk<P extends object> = LazyChunk<P> & {
  /** The chunk's source module, as the build manifest names it (`src/client/...tsx`). */
  module: string
  /** Imports that module (a test checks that it is the one named). */
  importModule: () => Promise<unknown>
}

const named = <M, P extends object>(
  make: (load: () => Promise<ComponentType<P>>) => LazyChunk<P>,
  module: string,
  importModule: () => Promise<M>,
  pick: (loaded: M) => ComponentType<P>,
): ModuleChunk<P> =>
  Object.assign(
    make(() => importModule().then(pick)),
    { module, importModule },
  )

/** `lazyChunk` for the component `pick` takes from `module`. */
export const moduleChunk = <M, P extends object>(
  module: string,
  importModule: () => Promise<M>,
  pick: (loaded: M) => ComponentType<P>,
) => named(lazyChunk, module, importModule, pick)

/** `lazyQueryChunk` for the component `pick` takes from `module` (a page). */
export const queryModuleChunk = <M, P extends object>(
  module: string,
  importModule: () => Promise<M>,
  pick: (loaded: M) => ComponentType<P>,
) => named(lazyQueryChunk, module, importModule, pick)
