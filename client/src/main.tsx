import { nextTask, whenIdle } from './lib/when-idle'
import { whenDeviceFeaturesNeeded, whenInstallFeaturesNeeded } from './lib/when-needed'
import './styles.css'

// The app starts in steps, each evaluated in its own task, so that a slow phone never runs the
// whole start-up in one long task that a tap would wait behind (docs/performance.md): React DOM
// first, then the app's code (the router's, its route tree and the page's layout), then the
// router itself, which then renders the page. The first step's import preloads the whole chain,
// so the steps wait for each other's evaluation, not for the network
// (scripts/vite-module-preload.ts; vite.config.ts names the steps).

import('react-dom/client')
  .then(nextTask)
  .then(() => import('./app'))
  .then(async ({ createAppRouter, startApp }) => {
    await nextTask()
    createAppRouter()
    await nextTask()
    startApp()
    // Listening for the first interaction from the start: the install features' own listeners
    // would otherwise be added only once the layout has shown its post-hydration parts, and a tap
    // made before that (the app already running) never brought the service worker.
    void whenInstallFeaturesNeeded()
    // The outbox is sent from start-up on, on every screen of a device that keeps drafts
    // (docs/decisions/003-draft-sync-model.md): loaded once the browser is idle after start-up
    // (within 2 s), so neither the page's first render nor its hydration waits for IndexedDB, the
    // sync engine or the form's field lists. A first visitor's device has nothing to send: there it
    // waits for the traveller's first interaction (lib/when-needed.ts, ADR 013).
    // It names the engine's file, not the feature's index: a dynamic import keeps every export of
    // what it names, and the index would bring the drafts' screens and their styles to every page.
    void whenDeviceFeaturesNeeded().then(() =>
      whenIdle(() => void import('./offline/sync-runtime').then(({ startSync }) => startSync()), 2000),
    )
  })
