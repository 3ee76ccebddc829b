if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// jsdom does no layout, so nothing ever resizes; Fluent components only need the constructor.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom's Blob and File cannot be read, and Node's fetch reads a multipart body's files as
// streams, so without these a request carrying a chosen file never finishes in a test.
Blob.prototype.arrayBuffer ??= function arrayBuffer() {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
};

Blob.prototype.stream ??= function stream() {
  const bytes = this.arrayBuffer();
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(new Uint8Array(await bytes));
      controller.close();
    },
  });
};
