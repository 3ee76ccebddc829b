/**
 * jsdom can neither make an object URL nor follow a download link: this records both, and is
 * reset before each test of the file that calls it (at its top level).
 */
export function mockDownloads(objectUrl = 'blob:download') {
  const createObjectURL = jest.fn((_blob: Blob) => objectUrl);
  const revokeObjectURL = jest.fn((_url: string) => undefined);
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    click.mockClear();
  });
  return {
    /** The link click that starts a download. */
    click,
    revokeObjectURL,
    /** The text of the first file downloaded. Its blob comes from Node's fetch, not jsdom's Blob class; its content is what counts. */
    downloadedText: () => {
      const blob = createObjectURL.mock.calls[0]?.[0];
      if (!blob) throw new Error('nothing was downloaded');
      return blob.text();
    },
  };
}
