// What the rest of the app uses of the application form feature; route files mount its screens.

export { CHILD_LABELS, FIELD_LABELS } from './field-labels'
