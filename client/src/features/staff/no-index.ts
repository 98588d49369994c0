import { useEffect } from 'react'

/** Keeps a page out of search engines while it is shown (robots.txt also disallows /staff). */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta')
    meta.name = 'robots'
    meta.content = 'noindex'
    document.head.append(meta)
    return () => meta.remove()
  }, [])
}
