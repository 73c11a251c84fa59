export type MetricColour = 'green' | 'yellow' | 'red';

/** SPEC section 9: 4 and up green, 3 and up yellow, else red; stress is read as 5 minus its value. */
export function metricColour(value: number, inverted = false): MetricColour {
  const score = inverted ? 5 - value : value;
  if (score >= 4) return 'green';
  if (score >= 3) return 'yellow';
  return 'red';
}
