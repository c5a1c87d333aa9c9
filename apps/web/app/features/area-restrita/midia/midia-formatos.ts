/** How the media library writes sizes and dimensions (server and browser). */

/** "1,2 MB", "340 KB", "12 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** "1920 × 1080 px", or '' when unknown (documents). */
export function formatDimensions(largura: number | null, altura: number | null): string {
  return largura && altura ? `${largura} × ${altura} px` : '';
}
