/**
 * PLACEHOLDER until the ROI calculator overlay lands: the header's button calls this. At the merge it is
 * replaced by `openCalculator` from '../calculator' and this file goes.
 */
export function openCalculator(): void {
  // Nothing yet: the overlay is not part of this build.
}
