import { APPLICATION_FILE_LIMITS } from '@back-office/shared/rules';
import { capsProblem, dataUrlToBlob, emptyPhotos, type StoredFile } from './photo-set';

const file = (size: number): StoredFile => ({ name: 'a.jpg', type: 'image/jpeg', size, dataUrl: 'data:image/jpeg;base64,' });
const MB = 1024 * 1024;

it('refuses a file over the per-file cap, past the count, or past the total (issue 19)', () => {
  expect(capsProblem(emptyPhotos(), file(APPLICATION_FILE_LIMITS.maxFileBytes + 1))).toMatchObject({
    key: 'files.tooBig',
    params: { megabytes: 5 },
  });
  const full = { ...emptyPhotos(), documents: Array.from({ length: APPLICATION_FILE_LIMITS.maxFiles }, () => file(1)) };
  expect(capsProblem(full, file(1))).toMatchObject({ key: 'files.tooMany' });
  const heavy = { front_image: file(5 * MB), back_image: file(5 * MB), selfie: file(4 * MB), documents: [] };
  expect(capsProblem(heavy, file(2 * MB))).toMatchObject({ key: 'files.totalTooBig', params: { megabytes: 15 } });
  expect(capsProblem(heavy, file(2 * MB), heavy.selfie)).toBeUndefined();
});

it('turns a kept data URL back into the bytes and type to upload', async () => {
  const blob = dataUrlToBlob('data:image/jpeg;base64,QUJD');
  expect(blob.type).toBe('image/jpeg');
  expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('ABC');
});
