// Run by bench/memory.ts in a process of its own: `node --expose-gc bin/run-ts.js bench/memory-parts.ts <DATA_DIR>`.
// Loads what `snapforge serve` is made of, one part after another, from the compiled dist/ that serve
// runs, and prints one JSON line per part: the process's resident memory after it (garbage collected).
import { readFileSync } from 'node:fs';

const dataDir = process.argv[2];
const dist = (path: string) => import(new URL(`../dist/src/${path}`, import.meta.url).href);

function residentMb(): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
}

function report(part: string): void {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  console.log(
    JSON.stringify({ part, rssMb: residentMb(), heapUsedMb: m.heapUsed / 2 ** 20, externalMb: m.external / 2 ** 20 }),
  );
}

report('node (and the TypeScript loader)');
const { openDatabase } = await dist('db/database.js');
const db = await openDatabase({ dataDir, shareEmbedded: true });
await db.sql.query('select 1');
report('PGlite: the embedded database opened, migrations checked');
await db.prisma.account.count();
report("Prisma's client: its first query");
await dist('graphql/schema.js');
report('the GraphQL schema (Pothos, every capability)');
await dist('app.js');
report('the rest of the HTTP app (Express, Yoga, REST adapter, Studio and docs routes)');
const { createRenderer } = await dist('render/index.js');
const { createOutboundPolicy } = await dist('net/outbound-policy.js');
const { warmUp } = await dist('render/run/warm-up.js');
const policy = createOutboundPolicy({ allowedPrivateHosts: [] });
const first = createRenderer({ policy, threads: 1 });
await warmUp(first, 1);
report('one render thread, warmed (fonts, Skia, encoders)');
const second = createRenderer({ policy, threads: 1 });
await warmUp(second, 1);
report('a second render thread, warmed');
await first.close();
await second.close();
await policy.close();
await db.close();
