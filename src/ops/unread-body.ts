import type { IncomingMessage, ServerResponse } from 'node:http';
import onHeaders from 'on-headers';

/**
 * What is still read of a body after its answer, at most (and dropped): a few socket reads' worth,
 * the client's next writes. Times the connections refused at once, it is what refusals cost.
 */
const DRAIN_BYTES = 64 * 1024;
/** How long such a connection stays after its answer: time for a client busy sending to read the answer. */
const DRAIN_MS = 5_000;

/**
 * Ends `req`'s connection once `res` is written, however much of its body is still to come. Node
 * would otherwise read the rest to keep the connection, handing it to whatever was reading the body
 * (60 unauthenticated 20 MB uploads answered 400 at once still grew the process by 1.2 GB, issue 39);
 * or, for a `Connection: close` answer, destroy the socket as soon as the answer is written
 * (destroySoon), which with the body still arriving is a reset, and a reset can take the unread
 * answer with it on the client's side (seen under load). So the socket is ended instead, what still
 * arrives is dropped, up to DRAIN_BYTES, then no longer read; after DRAIN_MS the connection goes
 * whatever the client does.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Connection', 'close');
  const { socket } = req;
  socket.destroySoon = () => {
    socket.end();
    // The answer is final: whatever was reading the body (a parser that gave up) gets no more of it.
    req.unpipe();
    for (const event of ['data', 'readable']) req.removeAllListeners(event);
    let dropped = 0;
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      // Unread, the request stops its socket: the client's bytes wait on its side, not in this process.
      if (dropped >= DRAIN_BYTES) req.pause();
    });
    req.resume();
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  };
}

/** An answer written before its request's body has been read whole closes the connection (closeAfterAnswer). */
export function closeIfAnsweredEarly(req: IncomingMessage, res: ServerResponse): void {
  onHeaders(res, () => {
    if (!req.complete) closeAfterAnswer(req, res);
  });
}
