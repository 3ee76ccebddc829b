/**
 * Issue 19: what one public self-onboarding application may upload. A probe stored 20 files of
 * 10 MB each in one application; the applicant's form scales photos to about 400 KB, so these leave
 * room for a PDF or two and refuse a flood. The API enforces them while streaming (nothing beyond
 * them is ever stored); the form checks them as files are chosen.
 */
export const APPLICATION_FILE_LIMITS = {
  /** ID front, ID back, selfie and up to five documents. */
  maxFiles: 8,
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 15 * 1024 * 1024,
} as const;

/** Longest side of a photo after the browser scales it (issue 19), and its JPEG quality. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.8;
