import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EnvSchema, loadEnv } from '../src/env.js';
import { REPO_ROOT } from '../src/lib/paths.js';

/** The parts of a compose file these checks read; every field may be missing or in either syntax. */
interface Service {
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  ports?: (string | number | { target?: number; published?: string | number })[];
}
interface ComposeFile {
  services?: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const COMPOSE = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as ComposeFile;
const DOCKERFILE_TEXT = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');

/** A fresh copy of the parsed file, so a test may break it without touching the others. */
function readCompose(): ComposeFile {
  return structuredClone(COMPOSE);
}

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

// Each check returns the problems it finds; the tests below expect none for the real file and at least
// one for a broken copy, so no check can pass by asserting nothing.

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
  const published = (app?.ports ?? []).map((p) =>
    typeof p === 'object' ? String(p.target) : (String(p).split(':').pop() ?? ''),
  );
  if (!published.includes(port)) problems.push(`no port mapping to container port ${port}`);
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

/** The last CMD of the Dockerfile (the one that counts), as one string. */
function dockerCmd(text: string): string {
  const lines = text.split('\n').filter((line) => /^\s*CMD\s/i.test(line));
  const last =
    lines
      .at(-1)
      ?.replace(/^\s*CMD\s+/i, '')
      .trim() ?? '';
  if (!last.startsWith('[')) return last;
  return (JSON.parse(last) as string[]).join(' ');
}

describe('docker-compose.yml', () => {
  const compose = readCompose();

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

  it('each check finds a broken copy of the file', () => {
    type Parsed = ComposeFile & { services: Record<string, Service> };
    const broken = (change: (copy: Parsed) => void): ComposeFile => {
      const copy = readCompose() as Parsed;
      change(copy);
      return copy;
    };
    const envOf = (copy: Parsed, service: string) =>
      copy.services[service]?.environment as Record<string, string>;
    const withEnv = (service: string, key: string, value: string) =>
      broken((copy) => {
        envOf(copy, service)[key] = value;
      });

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
    expect(dockerCmd('FROM x\nCMD ["node", "apps/api/src/server.ts"]\n')).not.toBe(
      'node apps/api/dist/server.js',
    );
  });
});

describe('Dockerfile', () => {
  it('runs the built server', () => {
    expect(dockerCmd(DOCKERFILE_TEXT)).toMatch(/^node\s+apps\/api\/dist\/server\.js$/);
  });
});
