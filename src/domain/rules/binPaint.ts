import type { DisposalStream } from '../types';

/**
 * The colour a bin is painted in: its rule pack's, except that a place that is no household bin (the
 * packs' colour 'none') is painted a warning red only for hazards. A bag, a television or clothes for
 * a reuse or special drop-off in the same red read as a danger. Both stay struck through (binColours.css).
 */
export function binPaint(colour: string, stream: DisposalStream | undefined): string {
  return colour === 'none' && stream !== undefined && stream !== 'hazardous' ? 'drop-off' : colour;
}
