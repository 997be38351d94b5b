import type { BoardResponse, BoardRide } from '@spt/contracts';

/** How the board groups the day's rides. */
export type BoardGrouping = 'car' | 'driver';

/** One group of the board: a car or a driver, or the rides that have none yet (`id` 'none'). */
export interface BoardGroup {
  id: string;
  /** The car's label or the driver's name; empty for the unassigned group. */
  title: string;
  /** A car's vehicle id (for its vehicle's name). */
  vehicleId?: number;
  /** A driver who is off the rota but still has rides. */
  inactive?: boolean;
  rides: BoardRide[];
}

/**
 * The day's rides in groups, each by pickup: first the rides without a car (or without a driver),
 * then every car of the fleet (or every active driver, and an inactive one who still has rides), in
 * the order the server lists them. A ride whose car or driver the lists do not know counts as
 * unassigned, so no ride is ever left out.
 *
 * @example
 * groupRides(board, 'car')[0].id // 'none'
 */
export function groupRides(board: BoardResponse, by: BoardGrouping): BoardGroup[] {
  const rides = [...board.rides].sort((a, b) => a.start.localeCompare(b.start));
  if (by === 'car') {
    const known = new Set(board.units.map((unit) => unit.id));
    return [
      {
        id: 'none',
        title: '',
        rides: rides.filter((ride) => ride.unitId === null || !known.has(ride.unitId)),
      },
      ...board.units.map((unit) => ({
        id: unit.id,
        title: unit.label,
        vehicleId: unit.vehicleId,
        rides: rides.filter((ride) => ride.unitId === unit.id),
      })),
    ];
  }
  const known = new Set(board.drivers.map((driver) => driver.id));
  return [
    {
      id: 'none',
      title: '',
      rides: rides.filter((ride) => ride.driverId === null || !known.has(ride.driverId)),
    },
    ...board.drivers
      .map((driver) => ({
        id: String(driver.id),
        title: driver.name,
        inactive: !driver.active,
        rides: rides.filter((ride) => ride.driverId === driver.id),
      }))
      .filter((group) => !group.inactive || group.rides.length > 0),
  ];
}
