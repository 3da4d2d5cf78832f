/** Drawing wheels: the point on a circle at an angle (degrees clockwise from twelve o'clock). */
export function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [cx + radius * Math.cos(radians), cy + radius * Math.sin(radians)];
}

/** An SVG path of a ring segment between two angles. */
export function ringSegment(cx: number, cy: number, inner: number, outer: number, from: number, to: number) {
  const [x1, y1] = polar(cx, cy, outer, from);
  const [x2, y2] = polar(cx, cy, outer, to);
  const [x3, y3] = polar(cx, cy, inner, to);
  const [x4, y4] = polar(cx, cy, inner, from);
  const large = to - from > 180 ? 1 : 0;
  return `M${x1} ${y1}A${outer} ${outer} 0 ${large} 1 ${x2} ${y2}L${x3} ${y3}A${inner} ${inner} 0 ${large} 0 ${x4} ${y4}Z`;
}

/**
 * The wheel's rotation that brings segment `index` of `count` under the pointer at twelve o'clock, after
 * `turns` full turns beyond `from` (the wheel keeps turning forwards from where it stopped last).
 */
export function landingRotation(from: number, index: number, count: number, turns: number): number {
  const slice = 360 / count;
  const target = 360 - (index + 0.5) * slice;
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base + target;
}
