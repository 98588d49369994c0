/**
 * An application's access key and a mail's reuse token as they travel: 32 random bytes in
 * base64url, 43 characters. The server refuses anything else before it asks the database, and the
 * form's address drops it.
 */
export const RANDOM_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/
