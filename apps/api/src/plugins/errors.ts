import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_MESSAGES, type ErrorCode } from '@spt/contracts';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorChain } from '../lib/error-chain.js';
import { HttpError } from '../lib/http-error.js';
import { safeError } from '../lib/safe-error.js';

const FASTIFY_CODES = new Map<string, ErrorCode>([
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'unsupportedMediaType'],
  ['FST_ERR_CTP_BODY_TOO_LARGE', 'payloadTooLarge'],
  ['FST_ERR_CTP_INVALID_JSON_BODY', 'invalidJson'],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 'invalidJson'],
]);

/**
 * Our code for a 4xx that Fastify, the router or a plugin answers without one of ours. Their own texts
 * and codes (`FST_ERR_...`, "'/x' is not a valid url component") are never sent.
 */
function codeForStatus(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 404:
      return 'notFound';
    case 413:
      return 'payloadTooLarge';
    case 415:
      return 'unsupportedMediaType';
    case 429:
      return 'rateLimited';
    default:
      return 'validation';
  }
}

/**
 * Fastify's `frameworkErrors`: what the router answers before any route or hook runs. A URL it cannot
 * decode is a 400; a parameter over maxParamLength a 404 (no route takes one that long; Fastify's 414
 * would also depend on whether the web app's catch-all route is there). Our shape, the request id and
 * the security headers, and never the URL back.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 404
      : error.statusCode !== undefined && error.statusCode >= 400
        ? error.statusCode
        : 500;
  reply.headers(request.server.securityHeaders ?? {}).header('x-request-id', request.id);
  if (statusCode >= 500) {
    request.log.error({ code: error.code, reqId: request.id }, 'router error');
    return reply
      .code(500)
      .send({ error: ERROR_MESSAGES.internal, code: 'internal', requestId: String(request.id) });
  }
  const code = codeForStatus(statusCode);
  return reply.code(statusCode).send({ error: ERROR_MESSAGES[code], code });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser rejects (malformed request line or
 * headers, headers too large, too slow) gets our shape too, then the connection is closed.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const code = codeForStatus(statusCode);
  const body = JSON.stringify({ error: ERROR_MESSAGES[code], code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Node's and pg's signs of a database that cannot be reached, found on the error or its causes. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
const UNREACHABLE_TEXT =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;
/**
 * SQLSTATEs of a database that is there but cannot serve now: connection exceptions (08…), too many
 * connections, a statement cancelled by its time limit, a server shutting down or starting up.
 */
const UNAVAILABLE_STATE = /^(08...|53300|57014|57P0[1-3])$/;

/** Seconds a client is asked to wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Whether an error means the database is unreachable or unavailable for now (not a bug, not bad
 * input): the request gets 503 with Retry-After instead of a 500, and the server keeps running.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(
    ({ code, message }) =>
      (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATE.test(code))) ||
      (typeof message === 'string' && UNREACHABLE_TEXT.test(message)),
  );
}

function issuePath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** Answers for paths served as JSON (the API); every other unknown GET is the web app's 404 page. */
export function isApiPath(url: string): boolean {
  return /^\/(api|locale|healthz|readyz)(\/|\?|$)/.test(url);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the web app's 404 page (set by the web plugin); JSON 404 when there is none. */
    sendWebNotFound?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  }
}

/**
 * The one error handler: expected failures become 4xx `{ error, code, ... }`; anything else a 500 with a
 * generic text, logged with the request id. Bad input never reaches the 500 branch.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ error: error.message, code: error.code, ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: issuePath(issue.instancePath),
          code: issue.keyword,
          message: issue.message ?? 'Invalid value',
        }));
        return reply.code(400).send({ error: ERROR_MESSAGES.validation, code: 'validation', issues });
      }
      const statusCode = (error as FastifyError).statusCode;
      if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
        const fastifyCode = (error as FastifyError).code;
        const code = FASTIFY_CODES.get(fastifyCode) ?? codeForStatus(statusCode);
        return reply.code(statusCode).send({ error: ERROR_MESSAGES[code], code });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: safeError(error), reqId: request.id }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ error: ERROR_MESSAGES.unavailable, code: 'unavailable' });
      }
      request.log.error({ err: safeError(error), reqId: request.id }, 'unhandled error');
      return reply
        .code(500)
        .send({ error: ERROR_MESSAGES.internal, code: 'internal', requestId: String(request.id) });
    });

    app.setNotFoundHandler((request, reply) => {
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        app.sendWebNotFound
      ) {
        return app.sendWebNotFound(request, reply);
      }
      return reply.code(404).send({ error: ERROR_MESSAGES.notFound, code: 'notFound' });
    });
  },
  { name: 'errors' },
);
