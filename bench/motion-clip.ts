// A child of the motion section (bench/motion.ts): renders one clip of the motion card, every frame
// different, and prints its peak resident memory, so a 3 s and a 30 s clip are compared in fresh processes.
import { createOutboundPolicy } from '../src/net/outbound-policy.js';
import { createRenderer } from '../src/render/index.js';
import { motionCard } from './motion-card.js';
import { serveFixtures } from './render.js';

const [seconds, format] = [Number(process.argv[2]), process.argv[3] as 'webp' | 'mp4' | 'gif' | 'apng'];
const { server, origin } = await serveFixtures();
const renderer = createRenderer({ policy: createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] }) });
const start = performance.now();
const clip = await renderer.renderMotion({
  design: motionCard(`${origin}/photo.jpg`, seconds * 1000, undefined, true),
  format,
});
console.log(
  JSON.stringify({
    peakMb: process.resourceUsage().maxRSS / 1024,
    ms: performance.now() - start,
    bytes: clip.data.length,
  }),
);
await renderer.close();
server.close();
