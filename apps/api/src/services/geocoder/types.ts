import type { Language, NominatimResult, NominatimResultV2 } from '@spt/geo-search';
import type { FeatureType } from '@spt/geo-search/gazetteer';

/** One result in either format: `json` (`class`) or `jsonv2` (`category`). */
export type NominatimAnswer = NominatimResult | NominatimResultV2;

/** A search as `/api/geo/search` asks for it (Nominatim's parameters, parsed). */
export interface SearchOptions {
  limit: number;
  acceptLanguage?: string | undefined;
  /** Nominatim's `countrycodes`, lower case; `undefined`: every country. */
  countryCodes?: readonly string[] | undefined;
  /** Nominatim's `featuretype`. */
  featureType?: FeatureType | undefined;
  /** Default `json`. */
  format?: 'json' | 'jsonv2' | undefined;
  /** Nominatim's `addressdetails`; default `true`. */
  addressDetails?: boolean | undefined;
}

/** What an adapter is asked: the query normalised, and only the countries it covers. */
export interface UpstreamSearch {
  /** Trimmed, inner white space collapsed. */
  query: string;
  limit: number;
  /** Lower case, never empty: the asked countries the upstream covers. */
  countries: readonly string[];
  featureType?: FeatureType | undefined;
  /** As the visitor sent it; `undefined` when none (or a blank one) was: the local names. */
  acceptLanguage?: string | undefined;
  /**
   * The site language it negotiates to (en, nl, de, fr; English when none is asked), for the
   * upstream's names (Nominatim's `accept-language`, Photon's `lang`) and those an adapter writes.
   */
  language: Language;
}

/** The one way an adapter reaches its server: a GET whose JSON body is read with every limit applied. */
export interface UpstreamHttp {
  /** The parsed body, long strings and arrays cut short; throws an `UpstreamError`. */
  getJson(url: URL): Promise<unknown>;
}

/** One protocol (PDOK Locatieserver, Nominatim, Photon) turned into Nominatim results. */
export interface UpstreamAdapter {
  /** Logged on failure, with the status and the error class only. */
  name: 'pdok' | 'nominatim' | 'photon';
  /** A token bucket: at most `burst` searches at once, refilled at `perSecond`. */
  rate: { burst: number; perSecond: number };
  /** The countries it answers for, lower case. */
  countries: readonly string[];
  /** Results in the upstream's order; throws on any failure. */
  search(search: UpstreamSearch, http: UpstreamHttp): Promise<NominatimResult[]>;
}
