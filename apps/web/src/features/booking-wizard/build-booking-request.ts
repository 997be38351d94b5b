import { business } from '@spt/business';
import type { BookingRequestInput, Locale } from '@spt/contracts';
import { evaluatePhone } from '@spt/contracts/phone';
import { findVehicle, toBookingPricing } from '@spt/pricing';
import type { WizardState } from './wizard-state';

/** The SPEC section 7 body of POST /api/booking, from the wizard's state. */
export function buildBookingRequest(
  state: WizardState,
  locale: Locale,
  honeypot: string,
  now: number,
): BookingRequestInput {
  const { form, quote } = state;
  const price = quote?.prices.find((p) => p.vehicleId === form.selectedVehicleId);
  const vehicle =
    form.selectedVehicleId === null ? null : findVehicle(form.selectedVehicleId, business.vehicles);
  const phone = evaluatePhone(form.phoneCountry, form.phoneNumber);
  return {
    pickup: form.pickup.displayName || form.pickup.text,
    destination: form.destination.displayName || form.destination.text,
    pickupDetail: form.pickupDetail.trim(),
    destinationDetail: form.destinationDetail.trim(),
    flightNumber: form.flightNumber.trim(),
    date: form.date,
    time: form.time,
    passengers: Number(form.passengers),
    luggage: Number(form.luggage),
    contactName: `${form.firstName.trim()} ${form.lastName.trim()}`,
    contactEmail: form.contactEmail.trim(),
    contactPhone: phone.e164 || form.phoneNumber,
    distance: quote?.distance.km ?? 0,
    duration: quote?.durationText ?? '',
    // The schema requires a vehicle and pricing; the wizard only submits from step 4, where both exist.
    selectedVehicle: vehicle
      ? { id: vehicle.id, name: vehicle.name, type: vehicle.type }
      : { id: 0, name: '', type: '' },
    pricing: price
      ? toBookingPricing(price)
      : { base: 0, distance: 0, time: 0, subtotal: 0, final: 0, isMinimumApplied: false },
    coordinates: {
      pickup: form.pickup.point ?? { lat: 0, lon: 0 },
      destination: form.destination.point ?? { lat: 0, lon: 0 },
    },
    source: 'website',
    website: honeypot,
    locale,
    formElapsedMs: Math.max(0, Math.round(now - state.startedAt)),
  };
}
