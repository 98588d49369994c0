// The input for a number copied from a document (a passport number, an application number): capitals
// on a phone's keyboard, no autocomplete or spell check, the value handed over as a string.
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'input'>, 'onChange' | 'aria-invalid'> & {
  onValueChange: (value: string) => void
  invalid?: boolean
}

export function CodeInput({ onValueChange, invalid, ...props }: Props) {
  return (
    <input
      {...props}
      onChange={(event) => onValueChange(event.target.value)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      aria-invalid={invalid ? true : undefined}
    />
  )
}
