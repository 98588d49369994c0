/** happy-dom's answer to a script request in the SDK tests: `script` when `found`, else a 404. */
export function sdkScriptResponse(url: string, found: boolean, script: string, headers: unknown) {
  return {
    status: found ? 200 : 404,
    statusText: found ? 'OK' : 'Not Found',
    ok: found,
    url,
    redirected: false,
    headers,
    body: Buffer.from(found ? script : ''),
  } as never
}
