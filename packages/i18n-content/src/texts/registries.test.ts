import { business, TEXT_LANGUAGES } from '@spt/business';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { registries, staleRegistries, textLanguages } from '../../scripts/text-registries.mjs';

describe('the language folders (src/texts/<code>/) and their registries', () => {
  it('writes every registry as committed: a folder added or removed without a build fails here', () => {
    expect(staleRegistries()).toEqual([]);
  });

  it('has a folder for every language of business.config.ts and no other', () => {
    expect([...textLanguages()].sort()).toEqual([...business.languages].sort());
    expect([...TEXT_LANGUAGES]).toEqual(textLanguages());
  });

  it('imports each kind of text in a module of its own, so that a bundle takes only its kind', () => {
    const files = [...(registries() as Map<string, string>).entries()].filter(([file]) =>
      file.endsWith('.generated.ts'),
    );
    for (const kind of ['site', 'driver', 'mail']) {
      const [, text] = files.find(([file]) => file.endsWith(`/${kind}.generated.ts`)) ?? ['', ''];
      const imported = [...text.matchAll(/from '\.\/\w+\/(\w+)\.js'/g)].map((m) => m[1]);
      expect(new Set(imported)).toEqual(new Set([kind]));
    }
  });
});
