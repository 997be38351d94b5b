/**
 * Rounds to `decimals` places, halves away from zero, without binary float surprises
 * (1.005 rounds to 1.01, not 1).
 *
 * @example
 * roundTo(174.25, 1) // 174.3
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}
