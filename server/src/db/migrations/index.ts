import type { Migration } from 'kysely'
import { initial } from './0001_initial'
import { payments } from './0002_payments'
import { retention } from './0003_retention'
import { applicationStatus } from './0004_application_status'
import { access } from './0005_access'
import { staff } from './0006_staff'
import { mail } from './0007_mail'
import { countries } from './0008_countries'
import { storedFiles } from './0009_stored_files'
import { contactIdempotency } from './0010_contact_idempotency'
import { serverSecrets } from './0011_server_secrets'
import { limitCounters } from './0012_limit_counters'
import { push } from './0014_push'
import { queueSortIndexes } from './0017_queue_sort_indexes'
import { groups } from './0018_groups'
import { applicationLanguage } from './0019_application_language'
import { queueSearchIndex } from './0020_queue_search_index'

// Listed by hand rather than read from the folder, so the server needs no file system scan and a
// bundler or test runner sees every migration. Names sort in the order they run.
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_payments': payments,
  '0003_retention': retention,
  '0004_application_status': applicationStatus,
  '0005_access': access,
  '0006_staff': staff,
  '0007_mail': mail,
  '0008_countries': countries,
  '0009_stored_files': storedFiles,
  '0010_contact_idempotency': contactIdempotency,
  '0011_server_secrets': serverSecrets,
  '0012_limit_counters': limitCounters,
  '0014_push': push,
  '0017_queue_sort_indexes': queueSortIndexes,
  '0018_groups': groups,
  '0019_application_language': applicationLanguage,
  '0020_queue_search_index': queueSearchIndex,
}
