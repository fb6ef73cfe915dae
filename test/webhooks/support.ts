import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { Webhook } from 'standardwebhooks';
import type { Database, Db } from '../../src/db/database.js';
import { InProcessQueue } from '../../src/jobs/in-process-queue.js';
import type { JobQueue } from '../../src/jobs/job-queue.js';
import { createOutboundPolicy, type OutboundPolicy } from '../../src/net/outbound-policy.js';
import { WebhookDispatcher, type WebhookDispatcherOptions } from '../../src/webhooks/webhook-dispatcher.js';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server.js';
import { waitFor } from '../support/wait.js';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What the receiver does with one request: answer with a status, hang, or drop the connection. */
export type Reply = number | 'hang' | 'reset' | ((res: ServerResponse) => void);

export interface Receiver extends LoopbackServer {
  requests: ReceivedRequest[];
}

/** A webhook receiver on loopback that answers the i-th request with replies[i] (the last one after that). */
export async function startReceiver(replies: Reply[] = [204], host = '127.0.0.1'): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const server = await startLoopbackServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        method: req.method!,
        path: req.url!,
        headers: flat(req.headers),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = replies[Math.min(requests.length, replies.length) - 1];
      if (reply === 'hang') return;
      if (reply === 'reset') return void req.socket.destroy();
      if (typeof reply === 'function') return reply(res);
      res.writeHead(reply).end();
    });
  }, host);
  return Object.assign(server, { requests });
}

function flat(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
}

/** Throws WebhookVerificationError unless the request is signed with `secret`; returns the parsed body. */
export function verify(secret: string, request: ReceivedRequest): unknown {
  return new Webhook(secret).verify(request.body, request.headers);
}

export interface Harness {
  dispatcher: WebhookDispatcher;
  jobs: JobQueue;
  policy: OutboundPolicy;
  close(): Promise<void>;
}

/** A dispatcher on its own in-process queue, with loopback receivers allowed and tiny retry delays. */
export function startDispatcher(
  { prisma, sql }: Pick<Database, 'prisma' | 'sql'>,
  options: Partial<WebhookDispatcherOptions> & { allowedPrivateHosts?: string[]; work?: boolean } = {},
): Harness {
  const { allowedPrivateHosts = ['127.0.0.1'], work = true, ...rest } = options;
  const logger: Logger = rest.logger ?? pino({ level: 'silent' });
  const jobs = new InProcessQueue(logger);
  const policy = createOutboundPolicy({ allowedPrivateHosts });
  const dispatcher = new WebhookDispatcher({
    prisma,
    sql,
    jobs,
    policy,
    logger,
    retryDelaysMs: [20, 20, 20],
    timeoutMs: 2000,
    ...rest,
  });
  if (work) dispatcher.register();
  return {
    dispatcher,
    jobs,
    policy,
    close: once(async () => {
      await jobs.close();
      await policy.close();
    }),
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

/** The delivery with its attempts once it is no longer pending. */
export function settled(prisma: Db, id: string) {
  return waitFor(
    async () => {
      const d = await prisma.webhookDelivery.findUniqueOrThrow({
        where: { id },
        include: { attempts: { orderBy: { number: 'asc' } } },
      });
      return d.status !== 'pending' && d;
    },
    10_000,
    `delivery ${id} to settle`,
  );
}
