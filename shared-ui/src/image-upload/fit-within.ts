export interface Dimensions {
  width: number;
  height: number;
}

/** The largest size with the same aspect ratio whose longest side is at most `maxSide`. */
export function fitWithin({ width, height }: Dimensions, maxSide: number): Dimensions {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
