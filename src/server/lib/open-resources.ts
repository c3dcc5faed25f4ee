/**
 * The resources the server closes when it stops, by name: each counts as open until its close has
 * finished, so a stop that overruns its grace period can say what held it up.
 */
export function createOpenResources() {
  const open = new Set<string>()
  return {
    /** Names a resource that is open now; the returned function closes it (once) and forgets it. */
    add(name: string, close: () => unknown) {
      open.add(name)
      return async () => {
        await close()
        open.delete(name)
      }
    },
    /** No longer this server's to close. */
    forget: (name: string) => open.delete(name),
    list: () => [...open],
  }
}

export type OpenResources = ReturnType<typeof createOpenResources>
