// What other features may use of applications/ (docs/conventions.md, "Boundaries"): they import '../applications',
// never a file inside it. The routes are not here: app.ts registers them.
export { toApplicationRecord } from './application-mapping'
export {
  findApplicationBySkuId,
  findApplicationForUpdate,
  findApplicationRecord,
  setPaymentStatus,
} from './applications.repository'
