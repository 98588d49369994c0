// What other features may use of uploads/ (docs/conventions.md, "Boundaries"): they import '../uploads',
// never a file inside it. The routes are not here: app.ts registers them.
export { deleteUpload, findUpload, insertUpload } from './uploads.repository'
