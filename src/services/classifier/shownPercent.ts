/**
 * The whole percent the model's status line shows for a download fraction. The bridge tells the
 * screens of a report only when this changes, so the two must round alike.
 */
export function shownPercent(fraction: number): number {
  return Math.round(fraction * 100);
}
