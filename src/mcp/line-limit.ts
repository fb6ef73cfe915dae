import { Transform, type TransformCallback } from 'node:stream';

const KEEP = 4096;
// A JSON-RPC request's id: where the SDK's client writes it (last: `{"method", "params", "jsonrpc", "id"}`), or first.
const ID_AT_END = /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*\}\s*$/;
const ID_AT_START = /^\s*\{(?:\s*"(?:jsonrpc|method)"\s*:\s*"[^"]*"\s*,)*\s*"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")/;

/** The id of a message from its first and last bytes, or null when neither names it. */
function idOf(head: string, tail: string): string | number | null {
  const found = ID_AT_END.exec(tail)?.[1] ?? ID_AT_START.exec(head)?.[1];
  return found === undefined ? null : (JSON.parse(found) as string | number);
}

/**
 * Passes on the lines (stdio MCP messages) of at most `max` bytes, whole; drops a longer one unread, telling
 * `onDropped` its id, so that the caller answers it with a clear error instead of the SDK's transport
 * closing on its buffer limit (10 MB) and the client waiting for ever.
 */
export class LineLimit extends Transform {
  private line: Buffer[] = [];
  private size = 0;
  private head: string | null = null;
  private tail = Buffer.alloc(0);

  constructor(
    private readonly max: number,
    private readonly onDropped: (id: string | number | null) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    for (let start = 0; start < chunk.length;) {
      const newline = chunk.indexOf(10, start);
      const end = newline === -1 ? chunk.length : newline + 1;
      const piece = chunk.subarray(start, newline === -1 ? end : newline);
      start = end;
      if (this.head === null && this.size + piece.length > this.max) {
        this.head = Buffer.concat([...this.line, piece])
          .subarray(0, KEEP)
          .toString();
        this.line = [];
        this.size = 0;
      }
      if (this.head === null) {
        this.line.push(piece);
        this.size += piece.length;
      } else this.tail = Buffer.concat([this.tail, piece]).subarray(-KEEP);
      if (newline === -1) continue;
      if (this.head === null) this.push(Buffer.concat([...this.line, Buffer.from('\n')]));
      else this.onDropped(idOf(this.head, this.tail.toString()));
      this.line = [];
      this.size = 0;
      this.head = null;
      this.tail = Buffer.alloc(0);
    }
    done();
  }
}
