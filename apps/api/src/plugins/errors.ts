import { ERROR_MESSAGES, type ErrorCode } from '@spt/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.js';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
};

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
        const code: ErrorCode | undefined =
          statusCode === 429 ? 'rateLimited' : fastifyCode ? FASTIFY_CODES[fastifyCode] : undefined;
        return reply.code(statusCode).send({
          error: code ? ERROR_MESSAGES[code] : error.message,
          code: code ?? fastifyCode ?? 'badRequest',
        });
      }
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
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
