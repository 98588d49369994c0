// Tells every open screen, in this tab and in the others, that drafts or the outbox changed, so
// lists refresh and the sync engine wakes up. BroadcastChannel does not echo to its sender, so
// listeners in this tab are called directly.

export interface DraftsChange {
  /** The draft that changed, when one did. */
  draftId?: string
  /** True when something was queued for the server. */
  outbox?: boolean
}

type Listener = (change: DraftsChange) => void

const CHANNEL_NAME = 'evisa-drafts'
const listeners = new Set<Listener>()
let channel: BroadcastChannel | null | undefined

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null
    channel?.addEventListener('message', (event: MessageEvent<DraftsChange>) => notify(event.data ?? {}))
    // Node (unit tests) would otherwise keep the process alive for the channel.
    ;(channel as { unref?: () => void } | null)?.unref?.()
  }
  return channel
}

function notify(change: DraftsChange) {
  for (const listener of listeners) {
    try {
      listener(change)
    } catch (error) {
      // One broken listener must not stop the others from hearing about the change.
      console.error(error)
    }
  }
}

export function emitDraftsChanged(change: DraftsChange = {}): void {
  notify(change)
  try {
    getChannel()?.postMessage(change)
  } catch {
    // A closed channel (page being torn down) only costs the other tabs a refresh.
  }
}

export function subscribeDraftsChanged(listener: Listener): () => void {
  getChannel()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
