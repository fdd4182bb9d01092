import pg from 'pg';

/** A new, empty database on the PostgreSQL server at `serverUrl`; its URL. */
export async function freshPostgresDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${Date.now()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
