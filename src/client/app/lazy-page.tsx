import { type ComponentType, lazy } from 'react'

export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> }

/**
 * A page shipped in its own chunk. `preload()` fetches the chunk so that the next render is synchronous:
 * the server preloads every page once, the browser preloads the current page before hydrating, so the
 * first client render matches the server HTML. Later navigations suspend briefly on the chunk.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
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
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, like React.lazy
  const Page = (props: P) => (Loaded ? <Loaded {...props} /> : <Deferred {...props} />)
  return Object.assign(Page, { preload })
}
