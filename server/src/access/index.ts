// What other features may use of access/ (docs/conventions.md, "Boundaries"): they import '../access',
// never a file inside it. The routes are not here: app.ts registers them.
export { checkAccess, issueAccessKey, newAccessKey } from './access-keys'
