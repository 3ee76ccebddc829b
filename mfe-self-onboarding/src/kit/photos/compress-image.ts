import { PHOTO_JPEG_QUALITY } from '@back-office/shared/rules';
import { scaledSize } from './scale-size';
import type { StoredFile } from './photo-set';

export type ImageSource = HTMLVideoElement | HTMLImageElement | ImageBitmap;

function sourceSize(source: ImageSource): { width: number; height: number } {
  if ('videoWidth' in source) return { width: source.videoWidth, height: source.videoHeight };
  if ('naturalWidth' in source) return { width: source.naturalWidth, height: source.naturalHeight };
  return { width: source.width, height: source.height };
}

/** Draws a picture (a camera frame or a decoded file) at most PHOTO_MAX_SIDE on its longest side, as JPEG. */
export function compressSource(source: ImageSource, name: string): StoredFile {
  const { width, height } = scaledSize(sourceSize(source).width, sourceSize(source).height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(source, 0, 0, width, height);
  const dataUrl = canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const size = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  return { name: name.replace(/\.[^.]*$/, '') + '.jpg', type: 'image/jpeg', size, dataUrl };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });
}

/** A chosen picture file, decoded and compressed in the browser; rejects a file that is no picture. */
export async function compressImageFile(file: File): Promise<StoredFile> {
  const url = URL.createObjectURL(file);
  try {
    return compressSource(await loadImage(url), file.name || 'photo.jpg');
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Any other file (a PDF), kept as is. */
export function readFileAsStored(file: File): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, type: file.type, size: file.size, dataUrl: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
