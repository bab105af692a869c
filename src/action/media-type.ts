// Picks the changed files worth reading by extension; their bytes then decide (the client's
// sniffContentType), so a renamed or mislabelled file is judged by what it is.

/** Extensions worth downloading to look at; anything else in a pull request is skipped. */
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.bmp', '.tif', '.tiff', '.heic', '.heif'];
export const VIDEO_EXTENSIONS = ['.mp4', '.m4v', '.webm', '.mov', '.mkv'];

export function hasExtension(path: string, extensions: readonly string[]): boolean {
  const lower = path.toLowerCase();
  return extensions.some((e) => lower.endsWith(e));
}
