// What other features may use of health/ (docs/conventions.md, "Boundaries"): they import '../health',
// never a file inside it. The routes are not here: app.ts registers them.
export { pingDatabase } from './health.repository'
