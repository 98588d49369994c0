// What the form holds now, outside React state: typing re-renders only what subscribes (the save
// status), not the page around the form.
export function createInputStore(initial: Readonly<Record<string, unknown>>) {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next: Readonly<Record<string, unknown>>) {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type InputStore = ReturnType<typeof createInputStore>
