import { PHOTO_MAX_SIDE } from '@back-office/shared/rules';

/** The size a photo is drawn at: its longest side at most PHOTO_MAX_SIDE, never enlarged (issue 19). */
export function scaledSize(width: number, height: number, maxSide: number = PHOTO_MAX_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide || longest === 0) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
