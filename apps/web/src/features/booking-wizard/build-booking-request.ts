import { business } from '@spt/business';
import type { BookingRequestInput, Locale } from '@spt/contracts';
import { evaluatePhone } from '@spt/contracts/phone';
import { findVehicle, toProductPricing } from '@spt/pricing';
import type { WizardState } from './wizard-state';

/**
 * The body of POST /api/booking (SPEC section 7, with DESIGN "Products"), from the wizard's state.
 * `tourPlace` is the chosen tour's destination in the page's language (the tours menu's "Brugge").
 */
export function buildBookingRequest(
  state: WizardState,
  locale: Locale,
  honeypot: string,
  now: number,
  tourPlace = '',
): BookingRequestInput {
  const { form, quote } = state;
  const vehicle =
    form.selectedVehicleId === null ? null : findVehicle(form.selectedVehicleId, business.vehicles);
  const phone = evaluatePhone(form.phoneCountry, form.phoneNumber);
  const { product } = form;
  const destination =
    product === 'tour'
      ? { text: tourPlace || form.tour, point: quote?.tour?.destination ?? null }
      : { text: form.destination.displayName || form.destination.text, point: form.destination.point };
  const childSeats = Number(form.childSeats);
  const boosterSeats = Number(form.boosterSeats);
  const nameSign = form.nameSign.trim();
  const notes = form.notes.trim();
  const companyCode = form.companyCode.trim();
  return {
    pickup: form.pickup.displayName || form.pickup.text,
    ...(destination.text ? { destination: destination.text } : {}),
    pickupDetail: form.pickupDetail.trim(),
    destinationDetail: product === 'tour' ? '' : form.destinationDetail.trim(),
    flightNumber: form.flightNumber.trim(),
    date: form.date,
    time: form.time,
    passengers: Number(form.passengers),
    luggage: Number(form.luggage),
    contactName: `${form.firstName.trim()} ${form.lastName.trim()}`,
    contactEmail: form.contactEmail.trim(),
    contactPhone: phone.e164 || form.phoneNumber,
    distance: quote?.distance?.km ?? 0,
    duration: quote?.durationText ?? '',
    // The schema requires a vehicle and pricing; the wizard only submits from step 4, where both exist.
    selectedVehicle: vehicle
      ? { id: vehicle.id, name: vehicle.name, type: vehicle.type }
      : { id: 0, name: '', type: '' },
    pricing:
      quote && vehicle
        ? toProductPricing(quote, vehicle.id)
        : { base: 0, distance: 0, time: 0, subtotal: 0, final: 0, isMinimumApplied: false },
    coordinates: {
      pickup: form.pickup.point ?? { lat: 0, lon: 0 },
      ...(destination.point ? { destination: destination.point } : {}),
    },
    ...(product === 'transfer' ? {} : { product }),
    ...(product === 'transfer' && form.returnTrip
      ? {
          returnTrip: {
            date: form.returnDate,
            time: form.returnTime,
            ...(form.returnFlight.trim() ? { flightNumber: form.returnFlight.trim() } : {}),
          },
        }
      : {}),
    ...(product === 'hourly' ? { hours: Number(form.hours) } : {}),
    ...(product === 'tour' ? { tour: form.tour } : {}),
    ...(childSeats || boosterSeats || nameSign
      ? { extras: { childSeats, boosterSeats, ...(nameSign ? { nameSign } : {}) } }
      : {}),
    ...(notes ? { notes } : {}),
    ...(form.passengerIsOther
      ? { passenger: { name: form.passengerName.trim(), phone: form.passengerPhone.trim() } }
      : {}),
    // On account: the code as its company was given it (the server takes any case).
    ...(companyCode ? { companyCode: companyCode.toUpperCase() } : {}),
    source: 'website',
    website: honeypot,
    locale,
    formElapsedMs: Math.max(0, Math.round(now - state.startedAt)),
  };
}
