// One short PostgreSQL connection for maintenance outside the app's pool (creating and dropping
// databases for backups' restore checks and for tests): opened, used once, always closed.
import pg from 'pg'

export async function withPgConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
