// Server-only entry: the embedded NL + BE gazetteer (about 520 KB of data). Never import this from
// browser code; the browser-safe client is the package's main entry.
export { answerLanguage } from './accept-language';
export {
  createGazetteer,
  type FeatureType,
  type Gazetteer,
  type GazetteerJsonV2Options,
  type GazetteerSearchOptions,
} from './gazetteer';
export {
  decodeGazetteerData,
  type GazetteerData,
  type GazetteerMunicipality,
  type GazetteerNames,
  type GazetteerPlace,
  type GazetteerState,
} from './gazetteer-data';
export { GazetteerError, type GazetteerErrorCode } from './gazetteer-error';
export { loadGazetteer } from './load-gazetteer';
export { normalizeName } from './normalize';
