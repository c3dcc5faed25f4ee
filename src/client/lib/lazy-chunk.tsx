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
