// jsdom lacks fetch; RTK Query needs Node's fetch family, and Node's Request only
// accepts Node's own AbortSignal, so both come from the host together. Relative URLs
// resolve against the page's location, as they do in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const absolute = (input) => (typeof input === 'string' ? new URL(input, page.location.href).href : input);
    class PageRequest extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }
    const { Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream, structuredClone } = globalThis;
    Object.assign(page, {
      fetch: (input, init) => fetch(absolute(input), init),
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = BrowserWithFetchEnvironment;
