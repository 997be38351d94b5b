// biome-ignore-all lint/suspicious/noTemplateCurlyInString: compose's ${VAR} references are what this file reads and writes.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Document, isAlias, isMap, parseDocument } from 'yaml';
import { EnvSchema, loadEnv } from '../src/env.js';
import { REPO_ROOT } from '../src/lib/paths.js';
import { dockerCmd, dockerInstructions } from './dockerfile.js';

/** The parts of a compose file these checks read; every field may be missing or in either syntax. */
interface Service {
  image?: string;
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  ports?: (string | number | PortLong)[];
  restart?: string;
  logging?: { driver?: string; options?: Record<string, string> };
}
interface PortLong {
  target?: number | string;
  published?: string | number;
  host_ip?: string;
  protocol?: string;
}
interface ComposeFile {
  services?: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const COMPOSE_DOC = parseDocument(read('docker-compose.yml'));
/** The file as written: `${...}` references not replaced. */
const COMPOSE_RAW = COMPOSE_DOC.toJS() as ComposeFile;
const ENV_EXAMPLE_TEXT = read('.env.example');
const CADDYFILE_TEXT = read('deploy/Caddyfile');
const DOCKERFILE_TEXT = read('Dockerfile');

// ---------------------------------------------------------------------------------------------------
// Variables, as `docker compose` reads them from .env and substitutes them.

/** KEY=VALUE lines of a .env file (comments and blank lines skipped, one pair of quotes removed). */
function parseDotEnv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match?.[1]) continue;
    const value = (match[2] ?? '').trim();
    out[match[1]] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return out;
}

interface Interpolated<T> {
  value: T;
  /** The messages of `${VAR:?message}` references whose variable is missing (compose stops with them). */
  errors: string[];
  /** Every variable a `${...}` or `$VAR` reference names. */
  referenced: Set<string>;
}

/**
 * Compose's variable substitution in every string value (not in keys): `$$` is a `$`; `${VAR}`, `$VAR`,
 * `${VAR:-default}` / `${VAR-default}`, `${VAR:?error}` / `${VAR?error}`, `${VAR:+other}` / `${VAR+other}`.
 * With `:` an empty value counts as unset.
 */
function interpolate<T>(input: T, vars: Record<string, string | undefined>): Interpolated<T> {
  const errors: string[] = [];
  const referenced = new Set<string>();
  const pattern =
    /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?+])((?:[^{}]|\{[^{}]*\})*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;
  const one = (text: string): string =>
    text.replace(pattern, (_all, dollar, braced, colon, op, arg, bare) => {
      if (dollar) return '$';
      const name = String(braced ?? bare);
      referenced.add(name);
      const value = vars[name];
      const unset = value === undefined || (colon === ':' && value === '');
      if (op === '-') return unset ? one(String(arg)) : String(value);
      if (op === '?') {
        if (unset) errors.push(`${name}: ${String(arg)}`);
        return value ?? '';
      }
      if (op === '+') return unset ? '' : one(String(arg));
      return value ?? '';
    });
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return one(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    }
    return node;
  };
  return { value: walk(input) as T, errors, referenced };
}

/** The variables of .env.example with every secret filled in, as an operator's .env would have them. */
const TEST_VARS: Record<string, string> = {
  ...parseDotEnv(ENV_EXAMPLE_TEXT),
  SITE_DOMAIN: 'taxi.example.com',
  CADDY_TLS: 'ops@example.com',
  MAIL_FROM: 'Schiphol Premium Taxi <bookings@example.com>',
  BUSINESS_EMAIL: 'bookings@example.com',
  POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
  APP_SECRET_KEY: randomBytes(32).toString('base64'),
  METRICS_TOKEN: randomBytes(32).toString('hex'),
};

/** The file as `docker compose config` would see it with TEST_VARS. */
const COMPOSE = interpolate(COMPOSE_RAW, TEST_VARS).value;

/** A fresh copy of the substituted file, so a test may break it without touching the others. */
function readCompose(): ComposeFile {
  return structuredClone(COMPOSE);
}

// ---------------------------------------------------------------------------------------------------
// Reading services.

/** A service's environment as compose hands it to the process: strings, both syntaxes, unset ones left out. */
function environmentOf(service: Service | undefined): Record<string, string> {
  const env = service?.environment;
  const out: Record<string, string> = {};
  if (Array.isArray(env)) {
    for (const entry of env) {
      const eq = entry.indexOf('=');
      if (eq > 0) out[entry.slice(0, eq)] = entry.slice(eq + 1);
    }
  } else if (env) {
    for (const [key, value] of Object.entries(env)) {
      if (value !== null && value !== undefined) out[key] = String(value);
    }
  }
  return out;
}

/** Targets of a service's mounts, by their source (short `src:dst[:mode]` or long syntax). */
function mountsOf(service: Service | undefined): { source: string; target: string }[] {
  return (service?.volumes ?? []).map((volume) => {
    if (typeof volume === 'string') {
      const [source = '', target = ''] = volume.split(':');
      return { source, target };
    }
    return { source: volume.source ?? '', target: volume.target ?? '' };
  });
}

function dependsOn(service: Service | undefined): Record<string, string | undefined> {
  const deps = service?.depends_on;
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [name, 'service_started']));
  return Object.fromEntries(Object.entries(deps ?? {}).map(([name, dep]) => [name, dep?.condition]));
}

function healthcheckCommand(service: Service | undefined): string {
  const hc = service?.healthcheck;
  if (!hc || hc.disable) return '';
  return Array.isArray(hc.test) ? hc.test.join(' ') : (hc.test ?? '');
}

function parseUrl(value: string | undefined): URL | undefined {
  try {
    return value ? new URL(value) : undefined;
  } catch {
    return undefined;
  }
}

/** A published port: the host address it listens on ('' for every address), host port, container port. */
interface Published {
  hostIp: string;
  published: string;
  target: string;
  protocol: string;
}

/** Published ports in either syntax: `[ip:]published:target[/proto]`, a bare target, or the long form. */
function publishedPorts(service: Service | undefined): Published[] {
  return (service?.ports ?? []).map((port) => {
    if (typeof port === 'object') {
      return {
        hostIp: port.host_ip ?? '',
        published: String(port.published ?? ''),
        target: String(port.target ?? ''),
        protocol: port.protocol ?? 'tcp',
      };
    }
    const [spec = '', protocol = 'tcp'] = String(port).split('/');
    // An IPv6 host address is written in brackets: [::1]:8025:8025.
    const ipv6 = /^\[([^\]]+)\]:(.*)$/.exec(spec);
    const parts = ipv6 ? [ipv6[1] ?? '', ...(ipv6[2] ?? '').split(':')] : spec.split(':');
    const target = parts.at(-1) ?? '';
    const published = parts.length >= 2 ? (parts.at(-2) ?? '') : '';
    const hostIp = parts.length >= 3 ? (parts.at(-3) ?? '') : '';
    return { hostIp, published, target, protocol };
  });
}

const LOOPBACK = new Set(['127.0.0.1', '::1']);

/** The service that runs Caddy, the one proxy in front. */
function proxyName(compose: ComposeFile): string | undefined {
  return Object.entries(compose.services ?? {}).find(([, s]) => /^caddy:/.test(s.image ?? ''))?.[0];
}

// ---------------------------------------------------------------------------------------------------
// Each check returns the problems it finds; the tests below expect none for the real files and at
// least one for a broken copy, so no check can pass by asserting nothing.

function unknownEnvKeys(compose: ComposeFile): string[] {
  const known = new Set(Object.keys(EnvSchema.shape));
  const env = compose.services?.app?.environment ?? {};
  // Every key, also those without a value (compose passes them through from the host).
  const keys = Array.isArray(env) ? env.map((entry) => entry.split('=')[0] ?? '') : Object.keys(env);
  return keys.filter((key) => !known.has(key));
}

function envProblems(compose: ComposeFile): string[] {
  const source = environmentOf(compose.services?.app);
  try {
    const env = loadEnv(source);
    const problems: string[] = [];
    // loadEnv read the compose values, not its defaults or process.env.
    if (env.config.databaseUrl !== source.DATABASE_URL) problems.push('DATABASE_URL not taken');
    if (env.config.smtpUrl !== source.SMTP_URL) problems.push('SMTP_URL not taken');
    if (env.config.dataDir !== source.DATA_DIR) problems.push('DATA_DIR not an absolute path');
    if (env.config.siteUrl !== source.SITE_URL) problems.push('SITE_URL missing or not in its normal form');
    // Street addresses in the production shape come from PDOK (README, "Address search").
    if (env.config.geocoderUpstream?.kind !== 'pdok') problems.push('GEOCODER_UPSTREAM is not pdok');
    // The server seals secrets with it; a key file in the volume would be one more thing to back up.
    if (env.config.secretKey?.length !== 32) problems.push('APP_SECRET_KEY is not set');
    return problems;
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

function healthcheckProblems(compose: ComposeFile): string[] {
  const app = compose.services?.app;
  const port = environmentOf(app).PORT ?? '3000';
  const command = healthcheckCommand(app);
  const problems: string[] = [];
  if (!/\/readyz\b/.test(command)) problems.push(`healthcheck does not call /readyz: ${command}`);
  if (!command.includes(`:${port}/readyz`)) problems.push(`healthcheck does not use PORT ${port}`);
  return problems;
}

function dataDirProblems(compose: ComposeFile): string[] {
  const app = compose.services?.app;
  const dataDir = environmentOf(app).DATA_DIR;
  if (!dataDir) return ['app sets no DATA_DIR'];
  const mount = mountsOf(app).find((m) => m.target === dataDir);
  if (!mount) return [`no volume mounted at ${dataDir}`];
  const named = !mount.source.startsWith('.') && !mount.source.startsWith('/');
  if (named && !(compose.volumes && mount.source in compose.volumes)) {
    return [`volume ${mount.source} is not declared`];
  }
  return [];
}

function dependencyProblems(compose: ComposeFile): string[] {
  const deps = dependsOn(compose.services?.app);
  const problems: string[] = [];
  if (deps.db !== 'service_healthy') problems.push(`db condition is ${String(deps.db)}`);
  if (!('mailpit' in deps)) problems.push('app does not depend on mailpit');
  if (!healthcheckCommand(compose.services?.db)) problems.push('db has no healthcheck to be healthy by');
  return problems;
}

function databaseProblems(compose: ComposeFile): string[] {
  const url = parseUrl(environmentOf(compose.services?.app).DATABASE_URL);
  if (!url) return ['DATABASE_URL missing or not a URL'];
  const db = environmentOf(compose.services?.db);
  const problems: string[] = [];
  if (url.hostname !== 'db' || !compose.services?.db) problems.push(`DATABASE_URL host is ${url.hostname}`);
  if ((url.port || '5432') !== '5432') problems.push(`DATABASE_URL port is ${url.port}`);
  if (decodeURIComponent(url.username) !== db.POSTGRES_USER) problems.push('user differs');
  if (decodeURIComponent(url.password) !== db.POSTGRES_PASSWORD) problems.push('password differs');
  if (decodeURIComponent(url.pathname.slice(1)) !== db.POSTGRES_DB) problems.push('database differs');
  return problems;
}

function smtpProblems(compose: ComposeFile): string[] {
  const url = parseUrl(environmentOf(compose.services?.app).SMTP_URL);
  if (!url) return ['SMTP_URL missing or not a URL'];
  const problems: string[] = [];
  if (url.protocol !== 'smtp:') problems.push(`SMTP_URL protocol is ${url.protocol}`);
  if (url.hostname !== 'mailpit' || !compose.services?.mailpit) {
    problems.push(`SMTP_URL host is ${url.hostname}`);
  }
  // Mailpit listens for SMTP on 1025 unless told otherwise.
  if (url.port !== '1025') problems.push(`SMTP_URL port is ${url.port}`);
  return problems;
}

/**
 * Only the proxy is published, on 80 and 443 (443/udp for HTTP/3 may be added); the one other port
 * allowed is Mailpit's UI (8025) on the host's loopback.
 */
function portProblems(compose: ComposeFile): string[] {
  const proxy = proxyName(compose);
  if (!proxy) return ['no caddy service'];
  const problems: string[] = [];
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    for (const port of publishedPorts(service)) {
      const text = `${name}: ${port.hostIp}:${port.published}:${port.target}/${port.protocol}`;
      if (name === proxy) {
        const allowed =
          port.published === port.target &&
          ((port.protocol === 'tcp' && ['80', '443'].includes(port.target)) ||
            (port.protocol === 'udp' && port.target === '443'));
        if (!allowed) problems.push(`the proxy publishes ${text}`);
      } else if (!(name === 'mailpit' && port.target === '8025' && LOOPBACK.has(port.hostIp))) {
        problems.push(`published beside the proxy: ${text}`);
      }
    }
  }
  const tcp = publishedPorts(compose.services?.[proxy])
    .filter((p) => p.protocol === 'tcp')
    .map((p) => p.target)
    .sort();
  if (tcp.join(',') !== '443,80') problems.push(`the proxy publishes tcp ${tcp.join(',') || 'nothing'}`);
  return problems;
}

/** The Caddyfile's lines without comments, trimmed. */
function caddyLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean);
}

/**
 * Caddy in front: a pinned minor version, the committed Caddyfile mounted, the site at {$SITE_DOMAIN}
 * with a `tls` line, every `{$VAR}` it reads given to the caddy service, a proxy to the app's PORT, no
 * header of the app's rewritten (HSTS, which the app leaves to the proxy, is the one it adds), and the
 * app told about its one proxy and its https address.
 */
function proxyProblems(compose: ComposeFile, caddyfile: string): string[] {
  const proxy = proxyName(compose);
  const caddy = proxy ? compose.services?.[proxy] : undefined;
  if (!caddy) return ['no caddy service'];
  const problems: string[] = [];
  if (!/^caddy:\d+\.\d+(\.\d+)?(-[a-z0-9]+)?$/.test(caddy.image ?? '')) {
    problems.push(`caddy image ${caddy.image} is not pinned to a minor version`);
  }
  if (
    !mountsOf(caddy).some((m) => m.source === './deploy/Caddyfile' && m.target === '/etc/caddy/Caddyfile')
  ) {
    problems.push('deploy/Caddyfile is not mounted at /etc/caddy/Caddyfile');
  }
  const lines = caddyLines(caddyfile);
  if (!lines.includes('{$SITE_DOMAIN} {')) problems.push('no site block for {$SITE_DOMAIN}');
  if (!lines.some((line) => /^tls\s+\S/.test(line))) problems.push('no tls line');
  const caddyEnv = environmentOf(caddy);
  for (const [, name] of caddyfile.matchAll(/\{\$([A-Za-z_][A-Za-z0-9_]*)(?::[^}]*)?\}/g)) {
    if (!caddyEnv[name ?? '']) problems.push(`the Caddyfile reads {$${name}}, which the caddy service lacks`);
  }
  const app = environmentOf(compose.services?.app);
  const upstreams = lines.filter((line) => line.startsWith('reverse_proxy')).map((line) => line.split(/\s+/));
  if (upstreams.length !== 1 || upstreams[0]?.slice(1).join(' ') !== `app:${app.PORT ?? '3000'}`) {
    problems.push(`the proxy does not go to app:${app.PORT}: ${JSON.stringify(upstreams)}`);
  }
  for (const line of lines.filter((l) => /^header(\s|$)/.test(l))) {
    if (!/^header\s+Strict-Transport-Security\s+"max-age=\d+[^"]*"$/.test(line)) {
      problems.push(`the proxy sets a header of its own: ${line}`);
    }
  }
  if (!lines.some((line) => line.startsWith('header Strict-Transport-Security'))) {
    problems.push('no HSTS (the app leaves it to the proxy)');
  }
  if (app.TRUST_PROXY !== 'true') problems.push(`TRUST_PROXY is ${app.TRUST_PROXY}, not true (one proxy)`);
  if (app.SITE_URL !== `https://${caddyEnv.SITE_DOMAIN}`) {
    problems.push(`SITE_URL ${app.SITE_URL} is not https://SITE_DOMAIN (${caddyEnv.SITE_DOMAIN})`);
  }
  try {
    if (loadEnv(app).trustProxy !== 1) problems.push('the server does not trust exactly one proxy');
  } catch (error) {
    problems.push(String(error));
  }
  return problems;
}

/** Every service restarts by itself, has a healthcheck, and rotates its logs through the one anchor. */
function operationProblems(doc: Document): string[] {
  const problems: string[] = [];
  const anchor = doc.get('x-logging', true);
  const logging = (isMap(anchor) ? anchor.toJSON() : undefined) as Service['logging'];
  if (!isMap(anchor) || anchor.anchor !== 'logging') problems.push('no x-logging anchor named logging');
  if (logging?.driver !== 'json-file') problems.push(`log driver is ${logging?.driver}`);
  if (!/^\d+[km]$/.test(logging?.options?.['max-size'] ?? '')) problems.push('no max-size');
  if (!/^\d+$/.test(logging?.options?.['max-file'] ?? '')) problems.push('no max-file');
  const compose = doc.toJS() as ComposeFile;
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    if (!['always', 'unless-stopped'].includes(service.restart ?? '')) {
      problems.push(`${name}: restart is ${service.restart}`);
    }
    if (!healthcheckCommand(service)) problems.push(`${name}: no healthcheck`);
    const node = doc.getIn(['services', name, 'logging'], true);
    if (!isAlias(node) || node.source !== 'logging') problems.push(`${name}: logging is not *logging`);
  }
  return problems;
}

/** Password-like settings: their whole value must come from a variable. */
const SECRET_KEY = /(PASSWORD|SECRET|TOKEN|(^|_)KEY)$/;
const WHOLE_REFERENCE = /^\$\{[A-Za-z_][A-Za-z0-9_]*(:?[-?+][^{}]*)?\}$/;

/** No secret written in the file: every password-like value, and every password in a URL, is a `${...}`. */
function secretProblems(raw: ComposeFile): string[] {
  const problems: string[] = [];
  for (const [name, service] of Object.entries(raw.services ?? {})) {
    for (const [key, value] of Object.entries(environmentOf(service))) {
      if (SECRET_KEY.test(key) && !WHOLE_REFERENCE.test(value)) {
        problems.push(`${name}.${key} is written in the file`);
      }
      // References stand in as REF<n> first, since their messages may hold any character.
      const refs: string[] = [];
      const masked = value.replace(/\$\{[^{}]*\}/g, (ref) => `REF${refs.push(ref) - 1}`);
      const credentials = /^[a-z][a-z0-9+.-]*:\/\/[^/@:]*:([^@]*)@/i.exec(masked);
      if (credentials && !/^REF\d+$/.test(credentials[1] ?? '')) {
        problems.push(`${name}.${key} holds a password written in the file`);
      }
    }
  }
  return problems;
}

/**
 * .env.example names every variable the compose file reads, and only those, each after a comment line,
 * with every secret left empty (so a copy that is not filled in stops `docker compose up`).
 */
function envExampleProblems(raw: ComposeFile, example: string): string[] {
  const problems: string[] = [];
  const listed = parseDotEnv(example);
  const { referenced } = interpolate(raw, {});
  for (const name of referenced) {
    if (!(name in listed)) problems.push(`.env.example does not list ${name}`);
  }
  for (const [name, value] of Object.entries(listed)) {
    if (!referenced.has(name)) problems.push(`.env.example lists ${name}, which compose does not read`);
    if (SECRET_KEY.test(name) && value !== '') problems.push(`.env.example gives ${name} a value`);
  }
  const lines = example.split('\n');
  lines.forEach((line, index) => {
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(line) && !/^#/.test(lines[index - 1] ?? '')) {
      problems.push(`no comment above ${line}`);
    }
  });
  return problems;
}

/**
 * The backup service: the db's own image (pg_dump of the server's version), the committed script,
 * 14 days kept, the dumps on a mount, and the db's user, password and database.
 */
function backupProblems(compose: ComposeFile): string[] {
  const backup = compose.services?.backup;
  const db = compose.services?.db;
  if (!backup || !db) return ['no backup or db service'];
  const problems: string[] = [];
  if (backup.image !== db.image) problems.push(`backup runs ${backup.image}, db ${db.image}`);
  const command = Array.isArray(backup.command) ? backup.command.join(' ') : (backup.command ?? '');
  if (!/^backup\.sh(\s+daily)?$/.test(command)) problems.push(`backup runs ${command}`);
  const mounts = mountsOf(backup);
  if (!mounts.some((m) => m.source === './deploy/backup.sh' && m.target === '/usr/local/bin/backup.sh')) {
    problems.push('deploy/backup.sh is not mounted');
  }
  const env = environmentOf(backup);
  if (env.BACKUP_KEEP_DAYS !== '14') problems.push(`BACKUP_KEEP_DAYS is ${env.BACKUP_KEEP_DAYS}`);
  if (!mounts.some((m) => m.target === env.BACKUP_DIR)) problems.push(`nothing mounted at ${env.BACKUP_DIR}`);
  const dbEnv = environmentOf(db);
  if (env.PGHOST !== 'db') problems.push(`PGHOST is ${env.PGHOST}`);
  if (env.PGUSER !== dbEnv.POSTGRES_USER) problems.push('PGUSER differs');
  if (env.PGPASSWORD !== dbEnv.POSTGRES_PASSWORD) problems.push('PGPASSWORD differs');
  if (env.PGDATABASE !== dbEnv.POSTGRES_DB) problems.push('PGDATABASE differs');
  if (dependsOn(backup).db !== 'service_healthy') problems.push('backup does not wait for a healthy db');
  return problems;
}

describe('docker-compose.yml', () => {
  const compose = readCompose();

  it('parses without errors', () => {
    expect(COMPOSE_DOC.errors).toEqual([]);
    expect(Object.keys(compose.services ?? {}).sort()).toEqual(['app', 'backup', 'caddy', 'db', 'mailpit']);
  });

  it('stops `docker compose up` on a copy of .env.example whose required values are not filled in', () => {
    const { errors } = interpolate(COMPOSE_RAW, parseDotEnv(ENV_EXAMPLE_TEXT));
    const missing = new Set(errors.map((error) => error.split(':')[0]));
    expect([...missing].sort()).toEqual([
      'APP_SECRET_KEY',
      'BUSINESS_EMAIL',
      'CADDY_TLS',
      'MAIL_FROM',
      'POSTGRES_PASSWORD',
      'SITE_DOMAIN',
    ]);
    // ...and each message says what to set.
    for (const error of errors) expect(error).toMatch(/^(\w+): set \1/);
    expect(interpolate(COMPOSE_RAW, TEST_VARS).errors).toEqual([]);
  });

  it('sets only environment variables the server knows', () => {
    expect(Object.keys(environmentOf(compose.services?.app)).length).toBeGreaterThan(0);
    expect(unknownEnvKeys(compose)).toEqual([]);
  });

  it('gives the app an environment that loadEnv accepts', () => {
    expect(envProblems(compose)).toEqual([]);
  });

  it('checks the app on /readyz at the port it listens on', () => {
    expect(healthcheckProblems(compose)).toEqual([]);
  });

  it('mounts a declared volume at the DATA_DIR the app sets', () => {
    expect(dataDirProblems(compose)).toEqual([]);
  });

  it('starts the app after a healthy db and after mailpit', () => {
    expect(dependencyProblems(compose)).toEqual([]);
  });

  it('points DATABASE_URL at the db service with its user, password and database', () => {
    expect(databaseProblems(compose)).toEqual([]);
  });

  it('points SMTP_URL at the mailpit service', () => {
    expect(smtpProblems(compose)).toEqual([]);
  });

  it('publishes only the proxy (80, 443) and Mailpit’s UI on the loopback', () => {
    expect(portProblems(compose)).toEqual([]);
    expect(publishedPorts(compose.services?.mailpit)).toEqual([
      { hostIp: '127.0.0.1', published: '8025', target: '8025', protocol: 'tcp' },
    ]);
  });

  it('puts Caddy in front of the app, with HTTPS for SITE_DOMAIN and the app’s headers left alone', () => {
    expect(proxyProblems(compose, CADDYFILE_TEXT)).toEqual([]);
  });

  it('restarts, health-checks and rotates the logs of every service', () => {
    expect(operationProblems(COMPOSE_DOC)).toEqual([]);
  });

  it('writes no secret in the file', () => {
    expect(secretProblems(COMPOSE_RAW)).toEqual([]);
  });

  it('has a .env.example with every variable it reads, each explained, no secret filled in', () => {
    expect(envExampleProblems(COMPOSE_RAW, ENV_EXAMPLE_TEXT)).toEqual([]);
  });

  it('keeps .env out of git and out of the image', () => {
    const ignored = (path: string) =>
      spawnSync('git', ['check-ignore', '-q', path], { cwd: REPO_ROOT }).status;
    expect(ignored('.env')).toBe(0);
    expect(ignored('backups/taxi.dump')).toBe(0);
    expect(ignored('.env.example')).toBe(1);
    const dockerignore = read('.dockerignore').split('\n');
    expect(dockerignore).toEqual(expect.arrayContaining(['.env', '.env.*', 'backups']));
  });

  it('backs the database up daily with pg_dump, kept 14 days', () => {
    expect(backupProblems(compose)).toEqual([]);
    for (const script of ['deploy/backup.sh', 'deploy/restore.sh']) {
      expect(statSync(join(REPO_ROOT, script)).mode & 0o111, `${script} is executable`).toBe(0o111);
    }
  });

  it('each check finds a broken copy of the file', () => {
    type Parsed = ComposeFile & { services: Record<string, Service> };
    const broken = (change: (copy: Parsed) => void): ComposeFile => {
      const copy = readCompose() as Parsed;
      change(copy);
      return copy;
    };
    const brokenRaw = (change: (copy: Parsed) => void): ComposeFile => {
      const copy = structuredClone(COMPOSE_RAW) as Parsed;
      change(copy);
      return copy;
    };
    const envOf = (copy: Parsed, service: string) =>
      copy.services[service]?.environment as Record<string, string>;
    const withEnv = (service: string, key: string, value: string) =>
      broken((copy) => {
        envOf(copy, service)[key] = value;
      });
    const rawWithEnv = (service: string, key: string, value: string) =>
      brokenRaw((copy) => {
        envOf(copy, service)[key] = value;
      });
    const withPorts = (service: string, ports: Service['ports']) =>
      broken((copy) => {
        copy.services[service] = { ...copy.services[service], ports };
      });
    const brokenDoc = (change: (doc: Document) => void): Document => {
      const doc = COMPOSE_DOC.clone();
      change(doc);
      return doc;
    };

    expect(unknownEnvKeys(withEnv('app', 'SMTP_HOST', 'mailpit'))).toEqual(['SMTP_HOST']);
    expect(
      unknownEnvKeys(
        broken((copy) => {
          envOf(copy, 'app').SMTP_PORT = null as unknown as string;
        }),
      ),
    ).toEqual(['SMTP_PORT']);
    expect(envProblems(withEnv('app', 'PORT', 'eighty'))).not.toEqual([]);
    expect(envProblems(withEnv('app', 'TRUST_PROXY', 'yes'))).not.toEqual([]);
    expect(envProblems(withEnv('app', 'BUSINESS_EMAIL', 'bookings'))).not.toEqual([]);
    expect(envProblems(withEnv('app', 'DATA_DIR', 'data'))).not.toEqual([]);
    expect(envProblems(withEnv('app', 'SITE_URL', 'localhost:3000'))).not.toEqual([]);
    expect(envProblems(withEnv('app', 'SITE_URL', 'http://localhost:3000/'))).not.toEqual([]);
    expect(envProblems(withEnv('app', 'GEOCODER_UPSTREAM', 'google'))).not.toEqual([]);
    expect(envProblems(withEnv('app', 'GEOCODER_UPSTREAM', 'photon'))).not.toEqual([]);
    expect(envProblems(withEnv('app', 'GEOCODER_UPSTREAM', 'none'))).not.toEqual([]);
    expect(envProblems(broken((copy) => delete envOf(copy, 'app').GEOCODER_UPSTREAM))).not.toEqual([]);
    expect(envProblems(withEnv('app', 'APP_SECRET_KEY', ''))).not.toEqual([]);
    expect(envProblems(withEnv('app', 'APP_SECRET_KEY', 'change-me'))).not.toEqual([]);
    expect(healthcheckProblems(broken((copy) => delete copy.services.app?.healthcheck))).not.toEqual([]);
    expect(healthcheckProblems(withEnv('app', 'PORT', '8080'))).not.toEqual([]);
    expect(dataDirProblems(withEnv('app', 'DATA_DIR', '/var/lib/spt'))).not.toEqual([]);
    expect(dataDirProblems(broken((copy) => delete copy.services.app?.volumes))).not.toEqual([]);
    expect(dataDirProblems(broken((copy) => delete copy.volumes))).not.toEqual([]);
    expect(
      dependencyProblems(
        broken((copy) => {
          copy.services.app = { ...copy.services.app, depends_on: ['db', 'mailpit'] };
        }),
      ),
    ).not.toEqual([]);
    expect(dependencyProblems(broken((copy) => delete copy.services.app?.depends_on))).not.toEqual([]);
    expect(dependencyProblems(broken((copy) => delete copy.services.db?.healthcheck))).not.toEqual([]);
    expect(databaseProblems(withEnv('db', 'POSTGRES_USER', 'other'))).not.toEqual([]);
    expect(databaseProblems(withEnv('db', 'POSTGRES_PASSWORD', 'other'))).not.toEqual([]);
    expect(databaseProblems(withEnv('db', 'POSTGRES_DB', 'other'))).not.toEqual([]);
    expect(
      databaseProblems(withEnv('app', 'DATABASE_URL', 'postgres://taxi:taxi@localhost:5432/taxi')),
    ).not.toEqual([]);
    expect(smtpProblems(withEnv('app', 'SMTP_URL', 'smtp://localhost:1025'))).not.toEqual([]);
    expect(smtpProblems(broken((copy) => delete copy.services.mailpit))).not.toEqual([]);

    // Ports: the app, the database or Mailpit on the network; the proxy on other ports.
    expect(portProblems(withPorts('app', ['3000:3000']))).not.toEqual([]);
    expect(portProblems(withPorts('app', ['3000']))).not.toEqual([]);
    expect(portProblems(withPorts('db', ['127.0.0.1:5432:5432']))).not.toEqual([]);
    expect(portProblems(withPorts('mailpit', ['8025:8025']))).not.toEqual([]);
    expect(portProblems(withPorts('mailpit', ['0.0.0.0:8025:8025']))).not.toEqual([]);
    expect(portProblems(withPorts('mailpit', [{ target: 8025, published: 8025 }]))).not.toEqual([]);
    expect(portProblems(withPorts('mailpit', ['127.0.0.1:1025:1025']))).not.toEqual([]);
    expect(portProblems(withPorts('mailpit', ['[::1]:8025:8025']))).toEqual([]);
    expect(portProblems(withPorts('caddy', ['80:80']))).not.toEqual([]);
    expect(portProblems(withPorts('caddy', ['80:80', '443:443', '8080:3000']))).not.toEqual([]);
    expect(portProblems(withPorts('caddy', ['80:80', '8443:443']))).not.toEqual([]);
    expect(portProblems(broken((copy) => delete copy.services.caddy))).not.toEqual([]);

    // The proxy and its Caddyfile.
    const caddy = (change: (text: string) => string) => proxyProblems(compose, change(CADDYFILE_TEXT));
    expect(caddy((t) => t.replace('reverse_proxy app:3000', 'reverse_proxy app:8080'))).not.toEqual([]);
    expect(caddy((t) => t.replace('reverse_proxy app:3000', 'reverse_proxy localhost:3000'))).not.toEqual([]);
    expect(caddy((t) => `${t.slice(0, t.lastIndexOf('}'))}\theader -Content-Security-Policy\n}`)).not.toEqual(
      [],
    );
    expect(
      caddy((t) => t.replace('header Strict', 'header X-Frame-Options SAMEORIGIN\n\theader Strict')),
    ).not.toEqual([]);
    expect(caddy((t) => t.replace(/\n\theader Strict-Transport-Security .*\n/, '\n'))).not.toEqual([]);
    expect(caddy((t) => t.replace(/\ttls .*\n/, ''))).not.toEqual([]);
    expect(caddy((t) => t.replace('{$SITE_DOMAIN} {', 'example.com {'))).not.toEqual([]);
    expect(caddy((t) => t.replace('{$CADDY_TLS}', '{$ACME_EMAIL}'))).not.toEqual([]);
    expect(proxyProblems(withEnv('app', 'TRUST_PROXY', 'false'), CADDYFILE_TEXT)).not.toEqual([]);
    expect(proxyProblems(withEnv('app', 'TRUST_PROXY', '2'), CADDYFILE_TEXT)).not.toEqual([]);
    expect(proxyProblems(withEnv('app', 'SITE_URL', 'http://taxi.example.com'), CADDYFILE_TEXT)).not.toEqual(
      [],
    );
    expect(
      proxyProblems(
        broken((copy) => {
          copy.services.caddy = { ...copy.services.caddy, image: 'caddy:latest' };
        }),
        CADDYFILE_TEXT,
      ),
    ).not.toEqual([]);
    expect(
      proxyProblems(
        broken((copy) => delete copy.services.caddy?.volumes),
        CADDYFILE_TEXT,
      ),
    ).not.toEqual([]);

    // Restart, healthcheck, log rotation.
    expect(
      operationProblems(brokenDoc((doc) => doc.deleteIn(['services', 'mailpit', 'restart']))),
    ).not.toEqual([]);
    expect(operationProblems(brokenDoc((doc) => doc.setIn(['services', 'db', 'restart'], 'no')))).not.toEqual(
      [],
    );
    expect(
      operationProblems(brokenDoc((doc) => doc.deleteIn(['services', 'backup', 'healthcheck']))),
    ).not.toEqual([]);
    expect(
      operationProblems(
        brokenDoc((doc) =>
          doc.setIn(['services', 'caddy', 'logging'], doc.createNode({ driver: 'json-file' })),
        ),
      ),
    ).not.toEqual([]);
    expect(
      operationProblems(brokenDoc((doc) => doc.deleteIn(['x-logging', 'options', 'max-file']))),
    ).not.toEqual([]);
    expect(operationProblems(brokenDoc((doc) => doc.setIn(['x-logging', 'driver'], 'local')))).not.toEqual(
      [],
    );

    // Secrets written in the file.
    expect(secretProblems(rawWithEnv('db', 'POSTGRES_PASSWORD', 'taxi'))).not.toEqual([]);
    expect(secretProblems(rawWithEnv('backup', 'PGPASSWORD', 'taxi'))).not.toEqual([]);
    expect(
      secretProblems(rawWithEnv('app', 'APP_SECRET_KEY', randomBytes(32).toString('base64'))),
    ).not.toEqual([]);
    expect(secretProblems(rawWithEnv('app', 'METRICS_TOKEN', `${'${TOKEN}'}x`))).not.toEqual([]);
    expect(
      secretProblems(rawWithEnv('app', 'DATABASE_URL', 'postgres://${POSTGRES_USER}:taxi@db:5432/taxi')),
    ).not.toEqual([]);
    expect(
      secretProblems(rawWithEnv('app', 'SMTP_URL', 'smtp://user:hunter2@smtp.example.com:587')),
    ).not.toEqual([]);

    // .env.example.
    expect(
      envExampleProblems(rawWithEnv('app', 'CORS_ORIGINS', '${CORS_ORIGINS}'), ENV_EXAMPLE_TEXT),
    ).not.toEqual([]);
    expect(envExampleProblems(COMPOSE_RAW, `${ENV_EXAMPLE_TEXT}# unused\nUNUSED=1\n`)).not.toEqual([]);
    expect(
      envExampleProblems(
        COMPOSE_RAW,
        ENV_EXAMPLE_TEXT.replace(/^POSTGRES_PASSWORD=$/m, 'POSTGRES_PASSWORD=change-me'),
      ),
    ).not.toEqual([]);
    expect(envExampleProblems(COMPOSE_RAW, ENV_EXAMPLE_TEXT.replace(/\n(BACKUP_AT=)/, '\n\n$1'))).not.toEqual(
      [],
    );

    // Backups.
    expect(backupProblems(withEnv('backup', 'BACKUP_KEEP_DAYS', '7'))).not.toEqual([]);
    expect(backupProblems(withEnv('backup', 'PGPASSWORD', 'other'))).not.toEqual([]);
    expect(backupProblems(withEnv('backup', 'PGHOST', 'localhost'))).not.toEqual([]);
    expect(backupProblems(withEnv('backup', 'BACKUP_DIR', '/elsewhere'))).not.toEqual([]);
    expect(
      backupProblems(
        broken((copy) => {
          copy.services.backup = { ...copy.services.backup, image: 'postgres:15' };
        }),
      ),
    ).not.toEqual([]);
    expect(backupProblems(broken((copy) => delete copy.services.backup))).not.toEqual([]);

    expect(dockerCmd('FROM x\nCMD ["node", "apps/api/src/server.ts"]\n')).not.toBe(
      'node apps/api/dist/server.js',
    );
  });

  it('substitutes variables as compose does', () => {
    const vars = { SET: 'v', EMPTY: '' };
    const sub = (text: string) => interpolate(text, vars);
    expect(sub('$$SET ${SET} $SET').value).toBe('$SET v v');
    expect(sub('${EMPTY:-d} ${EMPTY-d} ${UNSET-d} ${SET:-d}').value).toBe('d  d v');
    expect(sub('${EMPTY:+x}${SET:+x}${EMPTY+y}').value).toBe('xy');
    expect(sub('${EMPTY?a} ${EMPTY:?b} ${UNSET?c}').errors).toEqual(['EMPTY: b', 'UNSET: c']);
    expect([...sub('${A:-${B}} $C').referenced].sort()).toEqual(['A', 'B', 'C']);
  });
});

describe('Dockerfile', () => {
  const instructions = dockerInstructions(DOCKERFILE_TEXT);

  it('runs the built server', () => {
    expect(dockerCmd(DOCKERFILE_TEXT)).toMatch(/^node\s+apps\/api\/dist\/server\.js$/);
  });

  it('builds and runs on a supported Node LTS (an even major from 22 on), as a non-root user', () => {
    const bases = instructions.filter((i) => i.keyword === 'FROM').map((i) => i.args.split(/\s+/)[0] ?? '');
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) {
      const major = Number(/^node:(\d+)-/.exec(base)?.[1]);
      expect(major % 2 === 0 && major >= 22, base).toBe(true);
    }
    const finalStage = instructions.at(-1)?.stage;
    const user = instructions.filter((i) => i.stage === finalStage && i.keyword === 'USER').at(-1);
    expect(user?.args).toBe('node');
    const healthcheck = instructions.find((i) => i.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/\/readyz/);
  });

  it('installs from the lockfile and ships a production deploy, not the workspace', () => {
    const runs = instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs.some((run) => /pnpm install\b.*--frozen-lockfile/.test(run))).toBe(true);
    expect(runs.some((run) => /pnpm --filter @spt\/api deploy --prod\b/.test(run))).toBe(true);
    const finalStage = instructions.at(-1)?.stage;
    const copies = instructions.filter((i) => i.stage === finalStage && i.keyword === 'COPY');
    expect(copies.map((i) => i.args)).not.toContainEqual(expect.stringMatching(/\/app\s+\/app$/));
  });
});
