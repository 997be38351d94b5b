import type { TranslationResource } from '../../locales/types.js';
import { frSite1 } from './site-1.js';
import { frSite2 } from './site-2.js';

/** French resources, type-checked against the English shape. Written for French readers, with "vous". */
export const site: TranslationResource = /* @__PURE__ */ Object.assign({}, frSite1, frSite2);
