import type { Caller } from '../accounts/caller.js';
import { assertCreditsAvailable } from '../billing/balance.js';
import { SCREENSHOT_CHARGE } from '../billing/charges.js';
import { chargeIfCovered } from '../billing/ledger.js';
import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { Screenshot } from '../generated/prisma/client.js';
import type { OutboundPolicy } from '../net/outbound-policy.js';
import { newFileKey, type Storage } from '../storage/storage.js';
import { NotFoundError } from '../errors/not-found-error.js';
import type { Untyped } from '../validation/checker.js';
import { isUuid } from '../validation/uuid.js';
import { CaptureSlots } from './capture-slots.js';
import type { Chromium } from './chromium.js';
import { capturePage } from './page-capture.js';
import { parseScreenshotRequest, type ScreenshotRequest } from './screenshot-input.js';

/** Captures in flight at once; each holds a browser tab (tens to hundreds of MB). */
const CAPTURE_CONCURRENCY = 2;

export class ScreenshotService {
  private readonly slots = new CaptureSlots(CAPTURE_CONCURRENCY);

  constructor(
    private readonly d: {
      prisma: Db;
      sql: SqlSession;
      policy: OutboundPolicy;
      storage: Storage;
      chromium: Chromium;
      timeoutMs: number;
    },
  ) {}

  async byId(caller: Caller, id: string): Promise<Screenshot> {
    const shot = isUuid(id)
      ? await this.d.prisma.screenshot.findFirst({ where: { id: id.toLowerCase(), accountId: caller.accountId } })
      : null;
    if (!shot) throw new NotFoundError();
    return shot;
  }

  /** POST /v1/screenshots: captures now; charged only once the picture is stored, if a credit is left then. */
  async create(caller: Caller, body: Untyped<ScreenshotRequest>): Promise<Screenshot> {
    const { prisma, policy, storage, chromium, timeoutMs } = this.d;
    const req = await parseScreenshotRequest(body, policy);
    const accountId = caller.accountId;
    await assertCreditsAvailable(this.d.sql, accountId, SCREENSHOT_CHARGE);
    // Waiting for a slot is bounded too, so a request never takes more than twice the time limit.
    const png = await this.slots.run(timeoutMs, async () =>
      capturePage(await chromium.get(), policy, { ...req, timeoutMs }),
    );
    const key = newFileKey('screenshots', 'png');
    await storage.put(key, png);
    // Stored with its charge, or not at all when other work spent the last credit meanwhile (417).
    return prisma
      .$transaction(async (tx) => {
        const shot = await tx.screenshot.create({
          data: { accountId, url: req.url, width: req.width, height: req.height, mediaKey: key },
        });
        await chargeIfCovered(tx, accountId, SCREENSHOT_CHARGE, shot.id);
        return shot;
      })
      .catch(async (e: unknown) => {
        await storage.delete(key);
        throw e;
      });
  }

  /** Closes the browser; captures in flight fail. */
  close(): Promise<void> {
    return this.d.chromium.close();
  }
}
