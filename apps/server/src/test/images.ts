/** Images the tests upload: a PNG of one pixel, as an image editor saves it (70 bytes). */
export const PIXEL_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const pngDataUrl = (base64: string) => `data:image/png;base64,${base64}`;
export const PIXEL_PNG_DATA_URL = pngDataUrl(PIXEL_PNG_BASE64);
