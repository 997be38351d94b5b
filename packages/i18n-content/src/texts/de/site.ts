import type { TranslationResource } from '../../locales/types.js';
import { deSite1 } from './site-1.js';
import { deSite2 } from './site-2.js';

/** German resources, type-checked against the English shape. Written for German readers, with "Sie". */
export const site: TranslationResource = /* @__PURE__ */ Object.assign({}, deSite1, deSite2);
