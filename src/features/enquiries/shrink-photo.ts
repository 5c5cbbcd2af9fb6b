/**
 * A phone's photo made small enough to send (in the browser): at most `maxSide` pixels on its longer side,
 * as JPEG, so that three of them fit the server's multipart cap (lib/server/http.ts BODY_LIMITS) on a slow
 * connection. The server checks and re-encodes whatever arrives (lib/server/images.ts); a browser that
 * cannot draw the picture sends it as it is.
 */
export const PHOTO_MAX_SIDE = 1600;
/** A photo already this small and within the size is sent untouched. */
const SMALL_ENOUGH_BYTES = 700 * 1024;

export async function shrinkPhoto(file: File, maxSide = PHOTO_MAX_SIDE): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ?? file;
  } catch {
    return file;
  }
}
