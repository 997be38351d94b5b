import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import { company } from '@spt/i18n-content';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppConfig } from '../config.js';
import { operationId } from '../lib/operation-id.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './console-session.js';

/**
 * How callers prove who they are. The console uses a session cookie, and a CSRF token in a header on
 * every state-changing request; `/metrics` a bearer token. The customer's booking page (`manage`) and
 * the driver's page (`driver`) carry the token of their private link in the JSON body instead (POST, so
 * it stays out of URLs and logs): OpenAPI has no scheme for a body field, so those say so in their tags.
 */
const SECURITY_SCHEMES = {
  consoleSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The console's session, set by signing in (POST /api/console/session). HttpOnly and SameSite=Strict; behind TLS it is named \`${SECURE_SESSION_COOKIE}\` and Secure.`,
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-csrf-token',
    description:
      "The session's CSRF token (the `csrfToken` of GET /api/console/session), required with the session cookie on every POST, PATCH and DELETE of the console; a request from another Origin is refused as well.",
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The METRICS_TOKEN setting, for Prometheus scraping GET /metrics.',
  },
} satisfies Record<string, OpenAPIV3_1.SecuritySchemeObject>;

/** Every tag an operation may carry, with what it groups. A route names its tag in its schema. */
const TAGS: OpenAPIV3_1.TagObject[] = [
  { name: 'booking', description: 'The public booking flow: quotes, city search and booking requests.' },
  { name: 'contact', description: 'Contact messages from the public site.' },
  { name: 'locale', description: 'Translation resources for the web app (i18next).' },
  {
    name: 'payments',
    description:
      "Online payment through Mollie: its webhook, which names a payment by id; the server then fetches that payment from Mollie's API and records its status.",
  },
  {
    name: 'manage',
    description:
      "The customer's own booking, by the private link of their mail: the link's token travels in the JSON body (`token`), never in the URL. A wrong or malformed token answers 404.",
  },
  {
    name: 'driver',
    description:
      "The driver's rides, by the driver's private link: its token travels in the JSON body (`token`), never in the URL. Another driver's or a replaced link answers 404, an expired one 410.",
  },
  {
    name: 'console',
    description:
      "The operators' console. Every route but setup, sign-in, the password reset and accepting an invitation needs the session cookie (`consoleSession`); POST, PATCH and DELETE also need the CSRF header (`csrfToken`).",
  },
  {
    name: 'operations',
    description:
      'For the people who run it: liveness, readiness, and Prometheus metrics behind the METRICS_TOKEN bearer token (`metricsToken`; without the setting GET /metrics is a 404).',
  },
];

type SecurityRequirements = OpenAPIV3_1.SecurityRequirementObject[];
type SchemeName = keyof typeof SECURITY_SCHEMES;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What `app.requireOperator` checks, as the OpenAPI security of a route it guards. */
function operatorSecurity(method: string): SecurityRequirements {
  const needed: SchemeName[] = SAFE_METHODS.has(method)
    ? ['consoleSession']
    : ['consoleSession', 'csrfToken'];
  return [Object.fromEntries(needed.map((name) => [name, []]))];
}

/** Whether a route's onRequest hooks include `guard`. */
function guardedBy(route: RouteOptions, guard: unknown): boolean {
  const hooks = route.onRequest;
  if (guard === undefined || hooks === undefined) return false;
  return Array.isArray(hooks) ? hooks.includes(guard as never) : hooks === guard;
}

/** The OpenAPI path of a Fastify URL: `/api/x/:id` -> `/api/x/{id}`. */
function openapiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Every `$ref` target in a part of the document. */
function references(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) references(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else references(child, found);
    }
  }
  return found;
}

/** Drops the component schemas that nothing refers to, directly or through another schema. */
function pruneUnusedSchemas(doc: OpenAPIV3_1.Document): void {
  const schemas = doc.components?.schemas ?? {};
  const prefix = '#/components/schemas/';
  const used = references(doc.paths);
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const ref of [...used]) references(schemas[ref.slice(prefix.length)], used);
  }
  for (const name of Object.keys(schemas)) {
    if (!used.has(prefix + name)) delete schemas[name];
  }
}

/**
 * The OpenAPI 3.1 document served at GET /api/docs, generated from the routes' zod schemas. Filled in
 * here for every documented route, so no route has to repeat it:
 * - an operationId (lib/operation-id.ts), unless the route's schema names one;
 * - its security: the session cookie, plus the CSRF header for POST, PATCH and DELETE, on every route
 *   guarded by `app.requireOperator` (the guard itself decides, so the two cannot disagree); a route's
 *   own `security` (GET /metrics: the bearer token) is kept; every other route says `security: []`;
 * - shared components: zod schemas with a `.meta({ id })` (the error shape, `Error`) are referenced;
 * - responses described by their status when the route gives no description.
 * Routes with `hide: true` stay out.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${company.name} API`,
          version: '1.0.0',
          description:
            "Bookings, contact messages, quotes, city search, translations, the customer's and the driver's pages and the operators' console. Errors answer `{ error, code }` (components/schemas/Error), with field `issues` for a 400 `validation`.",
          contact: { name: company.name, email: company.email, url: config.siteUrl },
          license: { name: 'MIT', identifier: 'MIT' },
        },
        servers: [{ url: '/', description: 'The server that serves this document' }],
        tags: TAGS,
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: (document) => {
        const { schema, url } = jsonSchemaTransform(document);
        if (schema?.hide) return { schema, url };
        const route = document.route;
        const method = [route.method].flat()[0] ?? 'GET';
        const own = (schema ?? {}) as { operationId?: string; security?: SecurityRequirements };
        const security =
          own.security ?? (guardedBy(route, app.requireOperator) ? operatorSecurity(method) : []);
        return {
          url,
          schema: {
            ...schema,
            operationId: own.operationId ?? operationId(method, openapiPath(url)),
            security,
          },
        };
      },
      transformObject: (document) => {
        const doc = jsonSchemaTransformObject(document) as OpenAPIV3_1.Document;
        // The type provider emits each registered schema twice (`Error`, `ErrorInput`): keep the used ones.
        pruneUnusedSchemas(doc);
        for (const pathItem of Object.values(doc.paths ?? {})) {
          for (const operation of Object.values(pathItem ?? {})) {
            const responses = (operation as OpenAPIV3_1.OperationObject).responses ?? {};
            for (const [status, response] of Object.entries(responses)) {
              if ('description' in response && response.description === 'Default Response') {
                response.description = STATUS_CODES[status] ?? status;
              }
            }
          }
        }
        return doc;
      },
    });
  },
  { name: 'openapi' },
);
