import { PHOTO_JPEG_QUALITY } from '@back-office/shared/rules';
import { compressSource } from './compress-image';
import { scaledSize } from './scale-size';

it.each([
  [4000, 3000, 1600, 1200],
  [3000, 4000, 1200, 1600],
  [1200, 900, 1200, 900],
  [1601, 1, 1600, 1],
])('scales %i×%i to %i×%i (longest side at most 1600, never enlarged)', (width, height, toWidth, toHeight) => {
  expect(scaledSize(width, height)).toEqual({ width: toWidth, height: toHeight });
});

it('draws a camera frame on a canvas at the scaled size and keeps it as JPEG at the set quality', () => {
  const drawImage = jest.fn();
  const canvases: HTMLCanvasElement[] = [];
  const create = document.createElement.bind(document);
  const toDataURL = jest.fn(() => 'data:image/jpeg;base64,QUJDRA==');
  jest.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = create(tag);
    if (tag === 'canvas') {
      canvases.push(element as HTMLCanvasElement);
      Object.assign(element, { getContext: () => ({ drawImage }), toDataURL });
    }
    return element;
  });
  const frame = { videoWidth: 4032, videoHeight: 3024 } as HTMLVideoElement;
  const photo = compressSource(frame, 'front_image.png');
  expect(canvases[0]).toMatchObject({ width: 1600, height: 1200 });
  expect(drawImage).toHaveBeenCalledWith(frame, 0, 0, 1600, 1200);
  expect(toDataURL).toHaveBeenCalledWith('image/jpeg', PHOTO_JPEG_QUALITY);
  expect(photo).toEqual({ name: 'front_image.jpg', type: 'image/jpeg', size: 4, dataUrl: 'data:image/jpeg;base64,QUJDRA==' });
});
