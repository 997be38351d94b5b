import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { isLanguage, LANGUAGES, type Language, translations } from '@spt/i18n-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { ifNoneMatch } from '../../lib/if-none-match.js';

type Encoding = 'br' | 'gzip';

interface Bundle {
  json: string;
  etag: string;
  /** The same bytes compressed once, at start: no request waits for compression. */
  encoded: Record<Encoding, Buffer>;
}

/** Each language's resources serialized and compressed once, with a strong ETag of their content. */
function buildBundles(): Record<Language, Bundle> {
  const bundles = {} as Record<Language, Bundle>;
  for (const lang of LANGUAGES) {
    const json = JSON.stringify(translations[lang]);
    bundles[lang] = {
      json,
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
      encoded: {
        br: brotliCompressSync(json, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
        }),
        gzip: gzipSync(json, { level: 9 }),
      },
    };
  }
  return bundles;
}

const encodings = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/** GET /locale/{lng}/translation.json: the i18next resources of a language, with ETag and caching. */
const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  const bundles = buildBundles();
  app.get(
    '/locale/:lng/translation.json',
    {
      schema: {
        summary: 'Translations for i18next',
        tags: ['locale'],
        params: z.object({ lng: z.string().max(20) }),
        // Sent as prepared bytes (JSON, or its br / gzip form): these schemas document, never serialize.
        response: {
          200: z
            .record(z.string(), z.unknown())
            .describe("The language's i18next resources: nested keys, each ending in a text"),
          304: z.undefined().describe('Not modified: If-None-Match names the current ETag'),
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { lng } = request.params;
      if (!isLanguage(lng)) throw new HttpError(404, 'notFound');
      const bundle = bundles[lng];
      reply
        .header('etag', bundle.etag)
        .header('cache-control', 'public, max-age=300, stale-while-revalidate=86400')
        .header('content-type', 'application/json; charset=utf-8')
        .header('vary', 'Accept-Encoding');
      if (ifNoneMatch(request.headers['if-none-match'], bundle.etag)) return reply.code(304).send();
      const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
      // Serialized (and compressed) once at start: sent as they are, without serializing again.
      if (encoding === 'br' || encoding === 'gzip')
        return reply.header('content-encoding', encoding).send(bundle.encoded[encoding] as never);
      return reply.send(bundle.json as never);
    },
  );
};

export default localeRoutes;
