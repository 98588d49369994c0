// What the rest of the app uses of the mail feature; route files mount its screens.

export { ReturningApplicant } from './returning-applicant'
