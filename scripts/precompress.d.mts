/** One row per text file considered: its size, and each compressed copy's size when one was kept. */
export interface PrecompressRow {
  file: string
  bytes: number
  '.br'?: number
  '.gz'?: number
}

export function precompress(clientDir: string): PrecompressRow[]
