// What the rest of the app uses of the drafts feature: the Partial-Filled page. The drafts
// themselves, their outbox and sync engine live in the offline layer (client/src/offline); the
// sync panel (/Sync) is mounted by its route file.

export { PartialFilledPage } from './partial-filled-page'
