// What other features may use of mail/ (docs/conventions.md, "Boundaries"): they import '../mail',
// never a file inside it. The routes are not here: app.ts registers them.
export {
  queueContactMails,
  queueEvisaReplacedMail,
  queueReceiptMails,
  queueReceivedMail,
  queueStatusMail,
  receivedMailRow,
} from './mail-events'
export { emlFileName } from './mail-message'
export {
  forgetContactMailsQueuedBefore,
  forgetMailsOfApplication,
  mailsForApplication,
  outboxBacklog,
} from './mail-outbox.repository'
