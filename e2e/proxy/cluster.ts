import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';

/**
 * What issue 39 item 9 asks to run: PostgreSQL, an S3-compatible store, two built instances of the
 * app and Debian's nginx in front of them with the configuration of docs/deployment.md, all on
 * loopback in a temporary directory.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NGINX = '/usr/sbin/nginx';
export const BUCKET = 'amal-documents';

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
export type CallOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address (any 127.x.y.z reaches a loopback listener on Linux). */
  from?: string;
};

export type Instance = {
  name: 'a' | 'b';
  port: number;
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Every JSON line the instance has logged so far. */
  lines: Record<string, unknown>[];
};

export type Cluster = {
  /** https://127.0.0.1:PORT: nginx's TLS side, as people reach Amal. */
  proxyUrl: string;
  /** http://127.0.0.1:PORT: nginx's plain side, which only redirects. */
  plainUrl: string;
  /** The self-signed certificate nginx presents, to trust in the client. */
  certificate: Buffer;
  instances: [Instance, Instance];
  s3Directory: string;
  database: pg.Client;
  metricsToken: string;
  /** A request over HTTP or HTTPS (trusting the test's certificate), one connection each. */
  call(url: string, options?: CallOptions): Promise<Answer>;
  /** The instance that logged the request of this answer (its X-Request-Id), waiting for the line. */
  servedBy(answer: Answer): Promise<Instance>;
  stop(): Promise<void>;
};

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'amal-proxy-'));
  const stops: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.reverse()) await Promise.resolve(step()).catch(() => {});
  };
  try {
    // A fresh database on the machine's PostgreSQL, dropped at the end.
    const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
    const name = `amal_proxy_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    stops.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${name}`;
    const database = new pg.Client({ connectionString: databaseUrl.href });

    // The store, as the backup tests run it.
    const s3Directory = join(dir, 's3');
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    stops.push(() => s3.close());

    // Both instances at once, as systemd starts them: they take turns to migrate and seed.
    const metricsToken = 'proxy-test-metrics-token-0123456789';
    const [portA, portB, httpsPort, httpPort] = await freePorts(4);
    const common = {
      DATABASE_URL: databaseUrl.href,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      HOST: '127.0.0.1',
      PUBLIC_URL: `https://127.0.0.1:${httpsPort}`,
      // nginx connects from 127.0.0.1: only it is believed about the client.
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'info',
      // The demo accounts the test logs in with (decision 0031).
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      NOTIFICATIONS_INTERVAL_SECONDS: '0',
    };
    const instances = [
      startInstance('a', portA!, join(dir, 'a'), common),
      startInstance('b', portB!, join(dir, 'b'), common),
    ] as [Instance, Instance];
    for (const instance of instances)
      stops.push(async () => {
        if (instance.process.exitCode !== null) return;
        instance.process.kill('SIGTERM');
        await new Promise((done) => instance.process.once('exit', done));
      });
    await Promise.all(instances.map(waitForReady));
    await database.connect();
    stops.push(() => database.end());

    // nginx with the site of docs/deployment.md: a certificate for 127.0.0.1, its own prefix.
    const nginxDir = join(dir, 'nginx');
    mkdirSync(join(nginxDir, 'acme'), { recursive: true });
    // Run as root, nginx's workers are `nobody`: they must reach the temp paths it makes here.
    chmodSync(dir, 0o755);
    const certificate = selfSignedCertificate(nginxDir);
    const site = siteConfig(readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8'), {
      upstreams: [portA!, portB!],
      httpsPort: httpsPort!,
      httpPort: httpPort!,
      certificate: join(nginxDir, 'cert.pem'),
      key: join(nginxDir, 'key.pem'),
      acme: join(nginxDir, 'acme'),
    });
    writeFileSync(join(nginxDir, 'amal.conf'), site);
    writeFileSync(
      join(nginxDir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(nginxDir, 'nginx.pid')};`,
        `error_log ${join(nginxDir, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  access_log ${join(nginxDir, 'access.log')};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${join(nginxDir, `${kind}_temp`)};`,
        ),
        `  include ${join(nginxDir, 'amal.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    const nginx = spawn(
      NGINX,
      ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-e', join(nginxDir, 'error.log')],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    stops.push(async () => {
      if (nginx.exitCode !== null) return;
      nginx.kill('SIGQUIT');
      await new Promise((done) => nginx.once('exit', done));
    });
    await waitForPort(httpsPort!, nginx, () => readFileSync(join(nginxDir, 'error.log'), 'utf8'));

    const call = (url: string, options: CallOptions = {}) => send(url, options, certificate);
    return {
      proxyUrl: `https://127.0.0.1:${httpsPort}`,
      plainUrl: `http://127.0.0.1:${httpPort}`,
      certificate,
      instances,
      s3Directory,
      database,
      metricsToken,
      call,
      servedBy: (answer) => servedBy(instances, answer),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The nginx block of docs/deployment.md, on this test's ports and paths: the upstream servers, the
 * listening ports (loopback only, no IPv6), the certificate and the ACME folder.
 */
export function siteConfig(
  markdown: string,
  at: {
    upstreams: number[];
    httpsPort: number;
    httpPort: number;
    certificate: string;
    key: string;
    acme: string;
  },
): string {
  const blocks = [...markdown.matchAll(/```nginx\n([\s\S]*?)```/g)];
  if (blocks.length !== 1) throw new Error(`docs/deployment.md has ${blocks.length} nginx blocks, not one`);
  let site = blocks[0]![1]!;
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(site)) throw new Error(`docs/deployment.md's nginx block has no ${pattern}`);
    site = site.replace(pattern, by);
  };
  replace(/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${at.upstreams[0]} `);
  replace(/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${at.upstreams[1]} `);
  replace(/^\s*listen \[::\]:80;\n/m, '');
  replace(/^\s*listen \[::\]:443 ssl http2;\n/m, '');
  replace(/listen 80;/, `listen 127.0.0.1:${at.httpPort};`);
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${at.httpsPort} ssl http2;`);
  replace(/ssl_certificate \/etc\/letsencrypt\/live\/[^;]+;/, `ssl_certificate ${at.certificate};`);
  replace(/ssl_certificate_key \/etc\/letsencrypt\/live\/[^;]+;/, `ssl_certificate_key ${at.key};`);
  replace(/root \/var\/www\/letsencrypt;/, `root ${at.acme};`);
  return site;
}

function startInstance(
  name: 'a' | 'b',
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Instance {
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, TEST_DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const instance: Instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    process: child,
    lines: [],
  };
  let rest = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    rest += chunk;
    const lines = rest.split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      try {
        instance.lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line (the start-up announcement)
      }
    }
  });
  return instance;
}

async function waitForReady(instance: Instance) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null)
      throw new Error(`Instance ${instance.name} exited with code ${instance.process.exitCode}`);
    try {
      if ((await fetch(`${instance.url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`Instance ${instance.name} was not ready within 120 s`);
}

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}: ${log()}`);
    const open = await new Promise<boolean>((done) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        done(true);
      });
      socket.on('error', () => done(false));
    });
    if (open) return;
    await sleep(50);
  }
  throw new Error(`nginx did not listen on ${port} within 10 s: ${log()}`);
}

async function servedBy(instances: Instance[], answer: Answer): Promise<Instance> {
  const id = answer.headers['x-request-id'];
  if (typeof id !== 'string') throw new Error('The answer has no X-Request-Id');
  const deadline = Date.now() + 3_000;
  while (Date.now() < deadline) {
    const found = instances.filter((instance) =>
      instance.lines.some((line) => line.reqId === id && line.msg === 'request'),
    );
    if (found.length > 1) throw new Error(`Request ${id} was logged by both instances`);
    if (found.length === 1) return found[0]!;
    await sleep(20);
  }
  throw new Error(`No instance logged request ${id}`);
}

function send(url: string, options: CallOptions, certificate: Buffer): Promise<Answer> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
        ca: certificate,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

function selfSignedCertificate(dir: string): Buffer {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return readFileSync(join(dir, 'cert.pem'));
}

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((done) => {
          const server = createServer();
          server.listen(0, '127.0.0.1', () => done(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
