/** Polygons -> rings (the first the outline, the others holes) -> flat [x0, y0, x1, y1, ...], not closed. */
export type FlatPolygons = readonly (readonly (readonly number[])[])[];

interface PreparedPolygon {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  rings: readonly (readonly number[])[];
}

/** A point-in-polygon test over fixed polygons: (x, y) -> inside. */
export type PointInPolygons = (x: number, y: number) => boolean;

/** Whether a horizontal ray from (x, y) crosses the ring an odd number of times. */
function crossesOddly(ring: readonly number[], x: number, y: number): boolean {
  const n = ring.length;
  let inside = false;
  let xj = ring[n - 2] ?? 0;
  let yj = ring[n - 1] ?? 0;
  for (let i = 0; i < n; i += 2) {
    const xi = ring[i] ?? 0;
    const yi = ring[i + 1] ?? 0;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    xj = xi;
    yj = yi;
  }
  return inside;
}

/**
 * Prepares a point-in-polygon test by ray casting (even-odd rule: a point inside a hole is outside its
 * polygon), with a bounding box per polygon to reject far points at once. Pure, no dependencies. A point
 * exactly on an edge may fall either way; NaN and infinite coordinates are outside.
 *
 * @example
 * const inSquare = pointInPolygons([[[0, 0, 10, 0, 10, 10, 0, 10], [4, 4, 6, 4, 6, 6, 4, 6]]]);
 * inSquare(2, 2); // true
 * inSquare(5, 5); // false (in the hole)
 */
export function pointInPolygons(polygons: FlatPolygons): PointInPolygons {
  const prepared: PreparedPolygon[] = polygons.flatMap((rings) => {
    const outline = rings[0];
    if (!outline || outline.length < 6) return [];
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < outline.length; i += 2) {
      const x = outline[i] ?? 0;
      const y = outline[i + 1] ?? 0;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    return [{ minX, minY, maxX, maxY, rings }];
  });
  return (x, y) => {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
    for (const polygon of prepared) {
      if (x < polygon.minX || x > polygon.maxX || y < polygon.minY || y > polygon.maxY) continue;
      let inside = false;
      for (const ring of polygon.rings) if (crossesOddly(ring, x, y)) inside = !inside;
      if (inside) return true;
    }
    return false;
  };
}
