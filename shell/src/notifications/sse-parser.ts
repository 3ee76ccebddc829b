/** One Server-Sent Events message: its `event:` name ('message' when none) and its `data:` lines joined. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feed decoded text as it arrives; a frame may be split anywhere, even inside a line ending. */
  push(text: string): void;
  /** The `retry:` the server asked for, in ms, if it sent one. */
  readonly retry: number | undefined;
}

/**
 * Issue 18: the notification stream is read with fetch (it needs the Bearer header, which
 * EventSource cannot send), so the frames are parsed here, as the HTML standard's "event stream
 * interpretation" says: lines end in CRLF, LF or CR; a blank line dispatches; `:` starts a comment
 * (the server's heartbeat); several `data:` lines join with "\n"; a message with no data is dropped.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let retry: number | undefined;

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }

  return {
    push(text: string) {
      buffer += text;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        // A CR last in the buffer may be the first half of a CRLF split across two chunks.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const skip = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + skip);
      }
    },
    get retry() {
      return retry;
    },
  };
}
