import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { optionalImport } from '../../lib/optional-import.js';

const TranslationsSchema = z.object({
  en: z.record(z.string(), z.unknown()),
  nl: z.record(z.string(), z.unknown()),
});

interface Bundle {
  json: string;
  etag: string;
}

/** Loads `translations` from @spt/i18n-content once; null while that package is not built. */
async function loadBundles(): Promise<Record<'en' | 'nl', Bundle> | null> {
  const mod = await optionalImport('@spt/i18n-content');
  const parsed = TranslationsSchema.safeParse(mod?.translations);
  if (!parsed.success) return null;
  const bundle = (resource: unknown): Bundle => {
    const json = JSON.stringify(resource);
    return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
  };
  return { en: bundle(parsed.data.en), nl: bundle(parsed.data.nl) };
}

/** GET /locale/{lng}/translation.json: the i18next resources of a language, with ETag and caching. */
const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  let bundles: Promise<Record<'en' | 'nl', Bundle> | null> | undefined;
  app.get(
    '/locale/:lng/translation.json',
    {
      schema: {
        summary: 'Translations for i18next',
        params: z.object({ lng: z.string().max(20) }),
      },
    },
    async (request, reply) => {
      const { lng } = request.params;
      if (lng !== 'en' && lng !== 'nl') throw new HttpError(404, 'notFound');
      bundles ??= loadBundles();
      const loaded = await bundles;
      if (!loaded) {
        bundles = undefined; // try again next time
        throw new HttpError(404, 'notFound');
      }
      const bundle = loaded[lng];
      reply
        .header('etag', bundle.etag)
        .header('cache-control', 'public, max-age=300, stale-while-revalidate=86400')
        .header('content-type', 'application/json; charset=utf-8');
      if (request.headers['if-none-match'] === bundle.etag) return reply.code(304).send();
      return reply.send(bundle.json);
    },
  );
};

export default localeRoutes;
