import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDOK_LOCATIESERVER_URL } from '../src/config.js';
import { EnvError, loadEnv } from '../src/env.js';
import { PACKAGE_DIR, REPO_ROOT } from '../src/lib/paths.js';

describe('loadEnv', () => {
  it('defaults: port 3000, PGlite in <repo>/data, web from apps/web/dist, limits 20/10 a minute', () => {
    const env = loadEnv({});
    expect(env.port).toBe(3000);
    expect(env.config.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(env.config.webDistDir).toBe(join(PACKAGE_DIR, '..', 'web', 'dist'));
    expect(env.config.rateLimit).toEqual({ bookingsPerWindow: 20, contactsPerWindow: 10, windowMs: 60_000 });
    expect(env.config.databaseUrl).toBeUndefined();
    expect(env.config.smtpUrl).toBeUndefined();
    expect(env.config.corsOrigins).toEqual([]);
    expect(env.config.siteUrl).toBe('http://localhost:3000');
  });

  it('reads every setting', () => {
    const env = loadEnv({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      SMTP_URL: 'smtp://mail:1025',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      RATE_LIMIT_BOOKINGS: '5',
      GEOCODER_UPSTREAM_URL: '',
      TRUST_PROXY: 'true',
    });
    expect(env.port).toBe(8080);
    expect(env.trustProxy).toBe(1);
    expect(env.config).toMatchObject({
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h:5432/db',
      smtpUrl: 'smtp://mail:1025',
      corsOrigins: ['https://a.example', 'https://b.example'],
      geocoderUpstream: undefined,
    });
    expect(env.config.rateLimit.bookingsPerWindow).toBe(5);
  });

  it('reads SITE_URL as an absolute http(s) URL without a trailing slash; localhost:3000 by default', () => {
    const site = (SITE_URL?: string) => loadEnv(SITE_URL === undefined ? {} : { SITE_URL }).config.siteUrl;
    expect(site()).toBe('http://localhost:3000');
    expect(site('')).toBe('http://localhost:3000');
    expect(site('https://www.schipholpremiumtaxi.nl')).toBe('https://www.schipholpremiumtaxi.nl');
    expect(site(' https://www.schipholpremiumtaxi.nl/ ')).toBe('https://www.schipholpremiumtaxi.nl');
    expect(site('https://example.com/taxi/')).toBe('https://example.com/taxi');
    expect(site('HTTPS://Example.COM:8443')).toBe('https://example.com:8443');
    for (const bad of [
      'www.schipholpremiumtaxi.nl',
      '/console',
      'ftp://example.com',
      'http:example.com',
      'https://example.com/?a=1',
      'https://example.com/#top',
      'https://user:pw@example.com',
      'javascript:alert(1)',
    ]) {
      expect(() => site(bad), bad).toThrow(/SITE_URL/);
    }
  });

  it('reads GEOCODER_UPSTREAM: none by default, pdok with its public URL, nominatim or photon with theirs', () => {
    const upstream = (env: Record<string, string>) => loadEnv(env).config.geocoderUpstream;
    expect(upstream({})).toBeUndefined();
    expect(upstream({ GEOCODER_UPSTREAM: 'none' })).toBeUndefined();
    expect(upstream({ GEOCODER_UPSTREAM: '' })).toBeUndefined();
    expect(upstream({ GEOCODER_UPSTREAM: 'pdok' })).toEqual({ kind: 'pdok', url: PDOK_LOCATIESERVER_URL });
    expect(PDOK_LOCATIESERVER_URL).toBe('https://api.pdok.nl/bzk/locatieserver/search/v3_1');
    expect(
      upstream({ GEOCODER_UPSTREAM: ' PDOK ', GEOCODER_UPSTREAM_URL: 'http://pdok.local/v3_1' }),
    ).toEqual({
      kind: 'pdok',
      url: 'http://pdok.local/v3_1',
    });
    expect(
      upstream({ GEOCODER_UPSTREAM: 'nominatim', GEOCODER_UPSTREAM_URL: 'https://nominatim.local/search' }),
    ).toEqual({ kind: 'nominatim', url: 'https://nominatim.local/search' });
    expect(
      upstream({ GEOCODER_UPSTREAM: 'photon', GEOCODER_UPSTREAM_URL: 'http://photon:2322/api' }),
    ).toEqual({
      kind: 'photon',
      url: 'http://photon:2322/api',
    });
    // As before GEOCODER_UPSTREAM existed: a URL alone is a Nominatim server.
    expect(upstream({ GEOCODER_UPSTREAM_URL: 'https://nominatim.local/search' })).toEqual({
      kind: 'nominatim',
      url: 'https://nominatim.local/search',
    });
    expect(
      upstream({ GEOCODER_UPSTREAM: 'none', GEOCODER_UPSTREAM_URL: 'https://nominatim.local/search' }),
    ).toBe(undefined);
  });

  it.each([
    [
      { GEOCODER_UPSTREAM: 'nominatim' },
      'GEOCODER_UPSTREAM_URL',
      /required when GEOCODER_UPSTREAM is nominatim/,
    ],
    [{ GEOCODER_UPSTREAM: 'photon', GEOCODER_UPSTREAM_URL: ' ' }, 'GEOCODER_UPSTREAM_URL', /is photon/],
    [{ GEOCODER_UPSTREAM: 'google' }, 'GEOCODER_UPSTREAM', /none, pdok, nominatim, photon/],
    [
      { GEOCODER_UPSTREAM: 'pdok', GEOCODER_UPSTREAM_URL: 'ftp://pdok.local' },
      'GEOCODER_UPSTREAM_URL',
      /http/,
    ],
    [
      { GEOCODER_UPSTREAM: 'photon', GEOCODER_UPSTREAM_URL: 'https://geo:s3cret@photon.local/api' },
      'GEOCODER_UPSTREAM_URL',
      /^(?![\s\S]*s3cret)[\s\S]*no user name or password/,
    ],
  ])('refuses a bad geocoder upstream with a clear message (%j)', (env, key, message) => {
    let error: unknown;
    try {
      loadEnv(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).keys).toEqual([key]);
    expect((error as EnvError).message).toMatch(message);
  });

  it('reads TRUST_PROXY as off, one proxy, a hop count or proxy addresses', () => {
    const trust = (TRUST_PROXY: string) => loadEnv({ TRUST_PROXY }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.10')).toEqual(['10.0.0.0/8', '192.168.1.10']);
    expect(() => trust('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/8, proxy.local')).toThrow(/TRUST_PROXY/);
  });

  it('makes the console cookies Secure in production by default; COOKIE_SECURE=false only by choice', () => {
    expect(loadEnv({}).config.secureCookies).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development' }).config.secureCookies).toBe(false);
    expect(loadEnv({ COOKIE_SECURE: 'false' }).config.secureCookies).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', COOKIE_SECURE: 'true' }).config.secureCookies).toBe(true);
    expect(() => loadEnv({ COOKIE_SECURE: 'yes' })).toThrow(EnvError);
  });

  it('names every unsafe setting, and none for the default on this machine', () => {
    expect(loadEnv({}).warnings).toEqual([]);
    const unsafe = loadEnv({
      SITE_URL: 'http://taxi.example.nl',
      COOKIE_SECURE: 'false',
      CONSOLE_MFA: 'off',
      DATABASE_URL: 'postgres://u@h:5432/db',
    }).warnings;
    expect(unsafe.map((line) => line.split(/[ =:]/)[0])).toEqual([
      'CONSOLE_MFA',
      'SITE_URL',
      'COOKIE_SECURE',
      'APP_SECRET_KEY',
      'REDIS_URL',
    ]);
    expect(loadEnv({ SITE_URL: 'https://taxi.example.nl' }).warnings).toEqual([
      expect.stringMatching(/^TRUST_PROXY is off/),
    ]);
    const safe = loadEnv({
      SITE_URL: 'https://taxi.example.nl',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://u@h:5432/db',
      APP_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
      REDIS_URL: 'redis://cache:6379',
    }).warnings;
    expect(safe).toEqual([]);
    // A warning never carries a secret's value.
    expect(JSON.stringify(unsafe)).not.toContain('postgres://');
  });

  it('lists every invalid key at once', () => {
    let error: unknown;
    try {
      loadEnv({
        PORT: 'abc',
        SMTP_URL: 'not a url',
        RATE_LIMIT_CONTACTS: '-1',
        BUSINESS_EMAIL: 'nope',
        CORS_ORIGINS: 'x',
        GEOCODER_UPSTREAM: 'photon',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).keys.sort()).toEqual(
      [
        'BUSINESS_EMAIL',
        'CORS_ORIGINS',
        'GEOCODER_UPSTREAM_URL',
        'PORT',
        'RATE_LIMIT_CONTACTS',
        'SMTP_URL',
      ].sort(),
    );
    expect((error as EnvError).message).toContain('PORT');
  });
});
