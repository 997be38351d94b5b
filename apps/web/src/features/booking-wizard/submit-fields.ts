/**
 * The label (translation key) of each field of the booking request, by the first part of its path,
 * as the wizard shows the field: a refused request names what to correct in the visitor's words.
 */
const LABEL_KEYS: Readonly<Record<string, string>> = {
  product: 'booking.step4.product',
  tour: 'booking.step1.tour',
  hours: 'booking.step4.hours',
  pickup: 'booking.step1.pickup',
  pickupDetail: 'booking.step1.pickupDetail',
  destination: 'booking.step1.destination',
  destinationDetail: 'booking.step1.destinationDetail',
  flightNumber: 'booking.step1.flightNumber',
  date: 'booking.step1.when',
  time: 'booking.step1.when',
  returnTrip: 'booking.step4.returnRide',
  passengers: 'booking.step1.passengers',
  luggage: 'booking.step1.luggage',
  extras: 'booking.step4.extras',
  notes: 'booking.step4.notes',
  selectedVehicle: 'booking.step4.vehicle',
  contactName: 'booking.step4.name',
  contactEmail: 'booking.step3.email',
  contactPhone: 'booking.step3.phone',
  companyCode: 'booking.step4.companyCode',
};

/** A path under one of these names the field it stands for (`coordinates.pickup` is the pickup). */
const NESTED_LABEL_KEYS: Readonly<Record<string, string>> = {
  'coordinates.pickup': 'booking.step1.pickup',
  'coordinates.destination': 'booking.step1.destination',
  'extras.nameSign': 'booking.step1.nameSign',
  'passenger.name': 'booking.step3.passengerName',
  'passenger.phone': 'booking.step3.passengerPhone',
};

/**
 * The distinct label keys of the fields a refused booking request names, in the order given; paths of
 * no field the visitor fills (the source, the pricing the wizard computes) are left out.
 *
 * @example
 * submitFieldLabelKeys(['contactEmail', 'coordinates.pickup.lat']) // ['booking.step3.email', 'booking.step1.pickup']
 */
export function submitFieldLabelKeys(paths: readonly string[]): string[] {
  const keys = paths.map((path) => {
    const [first = '', second = ''] = path.split('.');
    return NESTED_LABEL_KEYS[`${first}.${second}`] ?? LABEL_KEYS[first];
  });
  return [...new Set(keys.filter((key): key is string => key !== undefined))];
}
