// What the rest of the app uses of the look-up feature: finding an application by its number.

export { ApplicationLookupForm, LOOKUP_MESSAGES } from './application-lookup-form'
export { default as DrawerLookup } from './drawer-lookup'
export { VisaFeePage } from './visa-fee-page'
