// What the rest of the app uses of the push feature: the opt-in for one application's status.

export { NOTIFY_ME, NotifyMe } from './notify-me'
