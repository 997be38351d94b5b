import { findVehicle, VEHICLES, type Vehicle, vehicleFit } from '@spt/pricing';
import { describe, expect, it } from 'vitest';
import { isTripLongEnough, UNAVAILABLE_CODES } from './trip-rules.js';

/** The API's error code for a party in a vehicle, or null when it fits. */
const vehicleProblem = (vehicle: Vehicle, passengers: number, luggage: number) => {
  const reason = vehicleFit(vehicle, passengers, luggage);
  return reason === null ? null : UNAVAILABLE_CODES[reason];
};

describe('vehicleFit with the API’s codes', () => {
  it.each([
    [1, 4, 2, null],
    [1, 5, 1, 'vehicleCapacity'],
    [1, 2, 3, 'luggageCapacity'],
    [1, 2, 10, 'luggageCapacity'],
    [3, 8, 8, null],
    [3, 8, 9, 'luggageCapacity'],
    [5, 20, 10, null],
    [6, 8, 10, null],
  ] as const)('vehicle %i with %i passengers and %i bags: %s', (id, passengers, luggage, problem) => {
    expect(vehicleProblem(findVehicle(id), passengers, luggage)).toBe(problem);
  });

  it('every vehicle takes its own stated capacity', () => {
    for (const vehicle of VEHICLES) {
      expect(vehicleProblem(vehicle, vehicle.passengers, Math.max(1, vehicle.luggage))).toBeNull();
    }
  });
});

describe('isTripLongEnough', () => {
  it.each([
    [0, false],
    [0.9, false],
    [1, true],
    [174.3, true],
  ])('%f km: %s', (km, ok) => {
    expect(isTripLongEnough(km)).toBe(ok);
  });
});
