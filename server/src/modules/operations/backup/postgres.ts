// PostgreSQL (DATABASE_URL) backed up with pg_dump's custom format and restored with pg_restore
// into an empty database (decision 0050). The connection goes to the tools through PG* environment
// variables, never on their command line (which `ps` shows), and no message carries the password.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupError } from './manifest.ts';
import { migrationLevel } from './migrations.ts';

/** The URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

/** Removes the URL and its password from a text (a tool's error output, an error message). */
export function redact(text: string, url: string): string {
  let out = text.split(url).join(redactUrl(url));
  try {
    const password = decodeURIComponent(new URL(url).password);
    if (password) out = out.split(password).join('***');
  } catch {}
  return out;
}

/** libpq's environment for the URL: host, port, user, password, database, sslmode. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('PG')) delete env[key];
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname.replace(/^\[|\]$/g, ''));
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  const host = parsed.searchParams.get('host');
  if (host) env.PGHOST = host;
  return env;
}

function run(tool: string, args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: libpqEnv(url), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed (on Debian: apt-get install postgresql-client-<server version>).`
            : redact(error.message, url),
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${redact(stderr.trim(), url)}`));
    });
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to ${redactUrl(url)}: ${redact((error as Error).message, url)}`);
  }
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** pg_dump -Fc of the whole database into `file`, with the server's version and migration level. */
export async function dumpPostgres(url: string, file: string) {
  const info = await withClient(url, async (client) => {
    const query = async (sql: string) => (await client.query(sql)).rows as Record<string, unknown>[];
    const [version] = await query(`select current_setting('server_version') as v`);
    return { serverVersion: String(version?.v), migration: await migrationLevel(query) };
  });
  await run('pg_dump', ['--format=custom', '--no-password', `--file=${file}`], url);
  return info;
}

/** Tables, views and sequences outside PostgreSQL's own schemas: none in an empty database. */
export async function postgresObjectCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_%'`,
    );
    return rows[0]?.n ?? 0;
  });
}

/**
 * pg_restore into the database of `url`, in one transaction (all or nothing), without the source's
 * owners and grants (the restoring role owns everything). Refuses a database that has tables unless
 * `force`, when the backup's objects replace theirs (--clean).
 */
export async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  const objects = await postgresObjectCount(url);
  if (objects > 0 && !force)
    throw new BackupError(
      `The database ${redactUrl(url)} is not empty (${objects} tables, views or sequences); restore ` +
        'into an empty database, or add --force to replace what the backup holds.',
    );
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--no-password'];
  if (objects > 0) args.push('--clean', '--if-exists');
  const database = new URL(url).pathname.replace(/^\//, '');
  await run('pg_restore', [...args, `--dbname=${decodeURIComponent(database) || 'postgres'}`, file], url);
}
