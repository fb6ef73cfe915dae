import autocannon from 'autocannon';
import { signedRenderPath } from '../src/render-urls/render-url-signer.js';
import { startBenchService } from './service.js';
import { standardVariants } from './standard-card.js';
import { ms, percentile, timed } from './stats.js';
import { check } from './targets.js';

const SECONDS = 10;
const RENDERS = 60;

/**
 * Signed render URLs (docs/api.md "Render URLs"), embedded: a cache hit over HTTP against the static
 * /files route serving the same bytes, with 1 and 16 clients; and an uncached render (a new URL each
 * time) against a synchronous snap of the same card, one client.
 */
export async function run(): Promise<void> {
  const svc = await startBenchService('embedded');
  try {
    const graphql = async (query: string) =>
      (
        await (
          await fetch(`${svc.server.url}/graphql`, {
            method: 'POST',
            headers: { authorization: `Bearer ${svc.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ query }),
          })
        ).json()
      ).data;
    const key: string = (await graphql('{ urlSigningKey }')).urlSigningKey;
    const params = (i: number) =>
      standardVariants(i).map((v): [string, string] => [v.layer, v.text ?? v.qr_content ?? v.barcode_content!]);
    const renderUrl = (i: number) =>
      svc.server.url + signedRenderPath(key, `/api/v1/render/${svc.templateUuid}.jpeg`, params(i));

    // One render makes the cache file; its snap's media_url is the same bytes on /files.
    const hit = renderUrl(0);
    if ((await fetch(hit)).status !== 200) throw new Error('the render URL did not render');
    const [snap] = (await svc.api('/api/v1/snaps?pagination=1')).items;
    const file = svc.server.url + new URL(snap.media_url).pathname;
    const load = (url: string, connections: number) => autocannon({ url, connections, duration: SECONDS });
    await load(hit, 4);
    await load(file, 4);
    console.log(
      `A cached render URL (jpeg, standard card) against /files serving the same file, ${SECONDS} s each, \`snapforge serve\` embedded.\n`,
    );
    console.log(
      '| clients | render URL req/s | /files req/s | ratio | render URL p50 / p99 ms | /files p50 / p99 ms | targets |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const clients of [1, 16]) {
      const url = await load(hit, clients);
      const files = await load(file, clients);
      if (url.non2xx + url.errors > 0)
        throw new Error(`render URL answered ${url.non2xx} non-2xx, ${url.errors} errors`);
      const ratio = url.requests.average / files.requests.average;
      const p50Gap = url.latency.p50 - files.latency.p50;
      const okRatio = check(`render URL cache hit, ${clients} clients: req/s / static files req/s`, ratio, {
        atLeast: 0.8,
      });
      const okGap = check(`render URL cache hit, ${clients} clients: p50 ms over static files`, p50Gap, { atMost: 1 });
      console.log(
        `| ${clients} | ${url.requests.average.toFixed(0)} | ${files.requests.average.toFixed(0)} | ${ratio.toFixed(2)} ≥ 0.8 ${okRatio} | ${url.latency.p50} / ${url.latency.p99} | ${files.latency.p50} / ${files.latency.p99} | p50 gap ${p50Gap} ms ≤ 1 ${okGap} |`,
      );
    }

    // Uncached: every request a new URL (new variants), so each renders, charges and stores a snap.
    let n = 1;
    const fresh = async () => {
      const res = await fetch(renderUrl(n++));
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`render URL answered ${res.status}`);
    };
    const snapNow = async (andFile: boolean) => {
      const body = await svc.api('/api/v1/snaps', {
        template_id: svc.templateUuid,
        format: 'jpeg',
        variants: standardVariants(n++),
      });
      if (body.status !== 'completed') throw new Error(`snap: ${JSON.stringify(body)}`);
      // What a render URL answers in one request, a snap's client has after a second: the image's bytes.
      if (andFile) await (await fetch(svc.server.url + new URL(body.media_url).pathname)).arrayBuffer();
    };
    // Alternating rounds, so all three see the same machine load.
    const [urls, snaps, snapsAndFiles]: number[][] = [[], [], []];
    for (let round = 0; round < 3; round++) {
      urls.push(...(await timed(RENDERS / 3, 5, fresh)));
      snaps.push(...(await timed(RENDERS / 3, 5, () => snapNow(false))));
      snapsAndFiles.push(...(await timed(RENDERS / 3, 5, () => snapNow(true))));
    }
    for (const list of [urls, snaps, snapsAndFiles]) list.sort((a, b) => a - b);
    const p = (list: number[]) => `${ms(percentile(list, 50))} / ${ms(percentile(list, 95))}`;
    const bare = percentile(urls, 50) / percentile(snaps, 50);
    const withFile = percentile(urls, 50) / percentile(snapsAndFiles, 50);
    console.log(
      `\nAn uncached render URL (a new URL each time) against POST /api/v1/snaps (sync jpeg, standard card, new variants each time), one client, ${RENDERS} each.\n`,
    );
    console.log('| measure | p50 / p95 ms | render URL p50 / this p50 | target |');
    console.log('| --- | --- | --- | --- |');
    console.log(`| render URL: the image's bytes | ${p(urls)} | | |`);
    console.log(`| sync snap: its JSON | ${p(snaps)} | ${bare.toFixed(2)} | |`);
    console.log(
      `| sync snap, then GET its media_url: the image's bytes | ${p(snapsAndFiles)} | ${withFile.toFixed(2)} | ≤ 1 ${check('uncached render URL p50 / sync snap + its file p50', withFile, { atMost: 1 })} |`,
    );
  } finally {
    await svc.close();
  }
}
