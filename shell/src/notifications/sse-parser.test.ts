import { createSseParser, type SseMessage } from './sse-parser';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  return { messages, parser };
}

test('a frame split anywhere, even inside its line ending, is read whole once its blank line arrives', () => {
  const frame = 'event: notification\r\ndata: {"unread_count":3}\r\n\r\n';
  for (let cut = 1; cut < frame.length; cut += 1) {
    const { messages } = parse([frame.slice(0, cut), frame.slice(cut)]);
    expect(messages).toEqual([{ event: 'notification', data: '{"unread_count":3}' }]);
  }
  // Nothing is dispatched before the blank line that ends the frame.
  expect(parse(['event: read\ndata: {"unread_count":1}\n']).messages).toEqual([]);
});

test('heartbeat comments dispatch nothing; retry and id are kept', () => {
  const { messages, parser } = parse([': heartbeat\n\n', 'retry: 5000\n\n', ':\n', 'id: 42\nevent: read\ndata: {"unread_count":0}\n\n']);
  expect(messages).toEqual([{ event: 'read', data: '{"unread_count":0}', id: '42' }]);
  expect(parser.retry).toBe(5000);
});

test('several data lines join with a newline; a message without event is a "message"; CR alone ends a line', () => {
  const { messages } = parse(['data: first\ndata:second\r', 'data:  third\n\n', 'data\n\n', 'event: x\n\n']);
  expect(messages).toEqual([
    { event: 'message', data: 'first\nsecond\n third' },
    { event: 'message', data: '' },
  ]);
});

test('two frames in one chunk are two messages, in order', () => {
  const { messages } = parse(['event: a\ndata: 1\n\nevent: b\ndata: 2\n\n']);
  expect(messages.map((message) => message.event)).toEqual(['a', 'b']);
});
