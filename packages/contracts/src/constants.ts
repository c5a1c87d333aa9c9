/** Numbers the spec fixes (site-spec §9) that both the API and the site need. */
export const PAGE_SIZE = 12;
/** Block type whose value names a news item's main image (spec §3). */
export const MAIN_IMAGE_BLOCK = 'image';
/** Prefix of block values that may serve as fall-back image (spec §3). */
export const FALLBACK_IMAGE_PREFIX = 'notice_';
export const DEFAULT_IMAGE = 'Default.jpg';
