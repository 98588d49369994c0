// A warning that is announced as soon as it shows: something the traveller asked for could not be
// done (a draft not opened, an application not loaded, a refusal to act on).
import type { ReactNode } from 'react'

export function WarningAlert({ children }: { children: ReactNode }) {
  return (
    <p className="notice notice-warning" role="alert">
      {children}
    </p>
  )
}
