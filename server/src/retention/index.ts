// What other features may use of retention/ (docs/conventions.md, "Boundaries"): they import '../retention',
// never a file inside it. The routes are not here: app.ts registers them.
export { purgeExpiredData } from './purge'
