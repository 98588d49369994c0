// The router can mount a route's error component twice for one failed load (the boundary renders
// it again as the match settles); the traveller must be told once, so the error itself is marked.
const told = new WeakSet<object>()

export function alertOnce(error: unknown, message: string): void {
  if (error !== null && typeof error === 'object') {
    if (told.has(error)) return
    told.add(error)
  }
  window.alert(message)
}
