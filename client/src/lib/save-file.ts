/** Hands a file to the browser's download, as a link the page clicks for the traveller. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.hidden = true
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // The browser has the file once the click is handled; a minute later nothing needs the URL.
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  }
}
