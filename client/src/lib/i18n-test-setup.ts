// Every client test starts with the whole English catalogue loaded, as a page would after its
// route's loader: components render their messages the way the English site shows them.
import { MESSAGE_GROUPS } from '../paraglide/messages'
import { loadMessages } from './i18n'

await loadMessages(...MESSAGE_GROUPS)
