// What other features may use of push/ (docs/conventions.md, "Boundaries"): they import '../push',
// never a file inside it. The routes are not here: app.ts registers them.

export { forgetPushOfApplication } from './push.repository'
export { queuePushForStatusChange } from './push-events'
