import { SPEC_HOURLY_RULES, TOURS, type TourRule } from '@spt/pricing/defaults';
import { VEHICLES } from '@spt/pricing/vehicles';
import type { BusinessConfig, BusinessVehicle } from './types.js';

/**
 * Types a business configuration; `business.config.ts` exports what it returns. The build and the
 * server check the values with `checkBusiness` from `@spt/business/schema`.
 */
export function defineBusiness(config: BusinessConfig): BusinessConfig {
  return config;
}

/**
 * A vehicle from the specification's fleet (`VEHICLES` of `@spt/pricing`) with its rates and
 * capacity, to start a configured vehicle from.
 *
 * @example
 * { ...specVehicle(1), perKmCents: 230, display: { name: 'E 350', category: 'saloon', shape: 'sedan' } }
 */
export function specVehicle(id: number): Omit<BusinessVehicle, 'display'> {
  const vehicle = VEHICLES.find((candidate) => candidate.id === id);
  if (!vehicle) throw new Error(`business.config.ts: the specification has no vehicle ${id}`);
  return vehicle;
}

/**
 * A day tour from the specification (SPEC 9: price per person, length, group of 2 to 8, Keukenhof's
 * season), by the slug of its English page, to start a configured tour from.
 *
 * @example
 * { ...specTour('giethoorn'), pricePerPersonCents: 19500 }
 */
export function specTour(id: string): TourRule {
  const tour = TOURS.find((candidate) => candidate.id === id);
  if (!tour) throw new Error(`business.config.ts: the specification has no tour '${id}'`);
  return tour;
}

/** The specification's defaults for hire by the hour: at least 3 hours, at most 12, a full day is 8. */
export const SPEC_HOURLY = SPEC_HOURLY_RULES;
