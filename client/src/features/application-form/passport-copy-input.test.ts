import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../../../../shared/limits'
import { PASSPORT_COPY_MESSAGES, passportCopyProblem } from './passport-copy-input'

describe('passportCopyProblem', () => {
  it('accepts JPEG, PNG and PDF files up to the limit', () => {
    expect(passportCopyProblem({ name: 'a.png', type: 'image/png', size: 100 })).toBeNull()
    expect(passportCopyProblem({ name: 'a.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull()
    expect(passportCopyProblem({ name: 'a.pdf', type: 'application/pdf', size: 1 })).toBeNull()
  })

  it('goes by the extension when the browser gives no type', () => {
    expect(passportCopyProblem({ name: 'scan.JPEG', type: '', size: 10 })).toBeNull()
    expect(passportCopyProblem({ name: 'scan.heic', type: '', size: 10 })).toBe(
      PASSPORT_COPY_MESSAGES.wrongType,
    )
  })

  it('refuses other types, files over the limit and empty files', () => {
    expect(passportCopyProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      PASSPORT_COPY_MESSAGES.wrongType,
    )
    expect(passportCopyProblem({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      PASSPORT_COPY_MESSAGES.tooLarge,
    )
    expect(passportCopyProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe(
      PASSPORT_COPY_MESSAGES.empty,
    )
  })
})
