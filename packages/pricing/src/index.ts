export {
  type BookingFareVerification,
  type EuroBookingQuote,
  type EuroBookingVehiclePrice,
  toEuroBookingQuote,
  toProductPricing,
  verifyBookingFare,
} from './booking-pricing.js';
export { SPEC_EXTRAS_RATES, SPEC_HOURLY_RULES } from './defaults.js';
export { type Distance, distanceBetween, MILES_PER_KM } from './distance-between.js';
export { PricingError, type PricingErrorCode } from './errors.js';
export {
  type BookingPricing,
  type EuroTripQuote,
  type EuroVehiclePrice,
  toBookingPricing,
  toEuroQuote,
  toEuroVehiclePrice,
} from './euro-quote.js';
export { findVehicle } from './find-vehicle.js';
export { formatDuration } from './format-duration.js';
export { EARTH_RADIUS_KM, haversineKm } from './haversine-km.js';
export { centsToEuros, eurosToCents } from './money.js';
export { assertPoint, type GeoPoint } from './point.js';
export { pricingMismatches } from './pricing-mismatches.js';
export {
  DEFAULT_PRODUCT_RULES,
  defineProductRules,
  type ExtrasRates,
  findTour,
  type HourlyRules,
  isTourInSeason,
  PRODUCTS,
  type Product,
  type ProductRules,
} from './product-rules.js';
export {
  type BookingQuote,
  type BookingRequestForQuote,
  type BookingVehicleQuote,
  type LegQuote,
  quoteBooking,
  returnLegCents,
} from './quote-booking.js';
export { type Extras, quoteExtras } from './quote-extras.js';
export { quoteTrip, type TripQuote } from './quote-trip.js';
export { quoteVehicle, type VehicleQuote } from './quote-vehicle.js';
export { roundTo } from './round.js';
export { type Season, TOURS, type TourRule } from './tours.js';
export { AVERAGE_SPEED_KMH, travelMinutes } from './travel-minutes.js';
export { type UnavailableReason, vehicleFit } from './vehicle-fit.js';
export { defineVehicles, VEHICLES, type Vehicle } from './vehicles.js';
export { type FareField, type FareVerification, verifyFare } from './verify-fare.js';
