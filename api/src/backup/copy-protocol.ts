import type { Client } from 'pg';

/**
 * Issue 20: COPY … TO STDOUT and COPY … FROM STDIN through the `pg` driver, which has no
 * streaming COPY of its own (pg-copy-streams is not a dependency). A query object with a
 * `submit` method is what pg accepts for protocols it does not know; these answer the
 * few messages COPY exchanges.
 */
interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.ReadWriteStream & { writableNeedDrain?: boolean; pause(): void; resume(): void };
}

abstract class CopyQuery {
  protected error?: Error;
  readonly done: Promise<void>;
  private settle!: { resolve: () => void; reject: (error: Error) => void };

  constructor(private readonly text: string) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  submit(connection: Connection): void {
    connection.query(this.text);
  }

  handleError(error: Error): void {
    this.error ??= error;
  }

  handleReadyForQuery(): void {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve();
  }

  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFail('not a COPY FROM');
  }
  handleCopyData(_message: { chunk: Buffer }, _connection: Connection): void {}
}

class CopyOut extends CopyQuery {
  /** The consumer's last slow write: the COPY is done only once it is. */
  private pending: Promise<void> = Promise.resolve();

  constructor(
    text: string,
    private readonly onData: (chunk: Buffer) => boolean | Promise<void>,
  ) {
    super(text);
  }

  override handleCopyData(message: { chunk: Buffer }, connection: Connection): void {
    let result: boolean | Promise<void>;
    try {
      // A copy: the chunk is a view into the driver's read buffer, which it reuses for
      // later messages while a consumer may still hold this one (a file write in flight);
      // handing the view over put later rows in place of earlier ones in 1 M-client dumps.
      result = this.onData(Buffer.from(message.chunk));
    } catch (error) {
      this.handleError(error as Error);
      return;
    }
    // Backpressure: the socket stops being read until the consumer has caught up.
    if (result instanceof Promise) {
      connection.stream.pause();
      this.pending = result.then(
        () => {
          connection.stream.resume();
        },
        (error: Error) => {
          this.handleError(error);
          connection.stream.resume();
        },
      );
    }
  }

  override handleReadyForQuery(): void {
    // The end of the COPY may arrive in the chunk that carried its last data.
    void this.pending.then(() => super.handleReadyForQuery());
  }
}

class CopyIn extends CopyQuery {
  constructor(
    text: string,
    private readonly source: AsyncIterable<Buffer>,
  ) {
    super(text);
  }

  override handleCopyInResponse(connection: Connection): void {
    void (async () => {
      try {
        for await (const chunk of this.source) {
          connection.sendCopyFromChunk(chunk);
          if (connection.stream.writableNeedDrain) await new Promise((resolve) => connection.stream.once('drain', resolve));
        }
        connection.endCopyFrom();
      } catch (error) {
        this.handleError(error as Error);
        connection.sendCopyFail(error instanceof Error ? error.message : String(error));
      }
    })();
  }
}

/** Runs `copy … to stdout`, handing each chunk to `onData` (which may return a promise to slow the server down). */
export async function copyOut(client: Client, text: string, onData: (chunk: Buffer) => boolean | Promise<void>): Promise<void> {
  const query = new CopyOut(text, onData);
  void client.query(query as never);
  await query.done;
}

/** Runs `copy … from stdin`, sending the source's bytes. */
export async function copyIn(client: Client, text: string, source: AsyncIterable<Buffer>): Promise<void> {
  const query = new CopyIn(text, source);
  void client.query(query as never);
  await query.done;
}
