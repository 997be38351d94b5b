const TYPE_KEYS: Record<string, string> = {
  Saloon: 'saloon',
  Station: 'station',
  Minivan: 'minivan',
  'S-Class': 'sClass',
  Minibus: 'minibus',
};

/** The translation key under `fleet.types` of a vehicle type from the pricing library. */
export function vehicleTypeKey(type: string): string {
  return TYPE_KEYS[type] ?? 'saloon';
}
