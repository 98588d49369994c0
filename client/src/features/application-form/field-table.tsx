// The form's sections as tables of fields: each row names a field and its kind and the props only it
// needs; one component renders a table, with each field's label from lib/field-labels.ts.
import type { ComponentProps, JSXElementConstructor } from 'react'
import { type ChoiceField, FIELD_CHOICES } from '../../../../shared/options'
import { CHILD_LABELS, type ChildField, FIELD_LABELS } from '../../lib/field-labels'
import { DateField, SelectField, TextField } from './fields'
import type { ControlPath } from './form-context'

type TopField = keyof typeof FIELD_LABELS
// biome-ignore lint/suspicious/noExplicitAny: any component's props
type Extra<C extends JSXElementConstructor<any>> = Omit<ComponentProps<C>, 'path' | 'label'>

/** One field of a table, named as in the schema. */
export type FieldRow<Name extends string = TopField> =
  | ({ kind: 'text'; name: Name } & Extra<typeof TextField>)
  | ({ kind: 'select'; name: Name } & Extra<typeof SelectField>)
  | ({ kind: 'date'; name: Name } & Extra<typeof DateField>)

export const text = <Name extends string>(name: Name, props: Extra<typeof TextField> = {}) =>
  ({ kind: 'text', name, ...props }) as const
export const select = <Name extends string>(
  name: Name,
  options: Extra<typeof SelectField>['options'],
  props: Omit<Extra<typeof SelectField>, 'options'> = {},
) => ({ kind: 'select', name, options, ...props }) as const
/** A select offering the field's own list (FIELD_CHOICES), the one the schema accepts. */
export const listSelect = <Name extends ChoiceField>(
  name: Name,
  props: Omit<Extra<typeof SelectField>, 'options'> = {},
) => select(name, FIELD_CHOICES[name], props)
export const date = <Name extends string>(name: Name, props: Extra<typeof DateField> = {}) =>
  ({ kind: 'date', name, ...props }) as const

function Field({ row, path, label }: { row: FieldRow<string>; path: ControlPath; label: string }) {
  if (row.kind === 'select') {
    const { kind: _kind, name: _name, ...props } = row
    return <SelectField path={path} label={label} {...props} />
  }
  if (row.kind === 'date') {
    const { kind: _kind, name: _name, ...props } = row
    return <DateField path={path} label={label} {...props} />
  }
  const { kind: _kind, name: _name, ...props } = row
  return <TextField path={path} label={label} {...props} />
}

/** The application's own fields, in the table's order. */
/** The applicant's fields, in the table's order, laid out on the form's grid. */
export function FieldTable({ rows }: { rows: readonly FieldRow[] }) {
  return (
    <div className="form-grid">
      {rows.map((row) => (
        <Field key={row.name} row={row} path={[row.name]} label={FIELD_LABELS[row.name].label} />
      ))}
    </div>
  )
}

/** One child's fields, in the table's order. */
export function ChildFieldTable({ index, rows }: { index: number; rows: readonly FieldRow<ChildField>[] }) {
  return rows.map((row) => (
    <Field
      key={row.name}
      row={row}
      path={['children', index, row.name]}
      label={CHILD_LABELS[row.name].label}
    />
  ))
}
