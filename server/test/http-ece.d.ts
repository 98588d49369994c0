// http_ece ships no types; the tests' push service uses its decrypt only.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'

  interface DecryptParams {
    version: 'aes128gcm'
    /** The receiver's key pair; the sender's public key is read from the body's header. */
    privateKey: ECDH
    /** The receiver's 16-byte auth secret, base64url. */
    authSecret: string
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer }
  export default ece
}
