import rawData from '../../data/gazetteer.nlbe.json' with { type: 'json' };
import { createGazetteer, type Gazetteer } from './gazetteer';
import { decodeGazetteerData } from './gazetteer-data';

let loaded: Gazetteer | undefined;

/**
 * The embedded NL + BE gazetteer, loaded on the first call and shared afterwards. Synchronous: the
 * data (about 520 KB of JSON) is bundled into this entry at build time, so loading is decoding plus
 * building the prefix index, 60–140 ms on the development machine (see README); later calls return the same
 * instance at once. Throws a `GazetteerError` (`GAZETTEER_DATA_INVALID`) if the data is malformed.
 *
 * @example
 * const gazetteer = loadGazetteer();
 * gazetteer.search('Maastr', { limit: 8, acceptLanguage: 'nl' })[0]?.display_name;
 * // 'Maastricht, Limburg, Nederland'
 */
export function loadGazetteer(): Gazetteer {
  loaded ??= createGazetteer(decodeGazetteerData(rawData));
  return loaded;
}
