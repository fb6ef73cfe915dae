const rss = (label: string) => console.log(label.padEnd(28), Math.round(process.memoryUsage().rss / 1048576), 'MB');
const sharp = (await import('sharp')).default;
sharp.cache(false);
const { createCanvas, GlobalFonts } = await import('@napi-rs/canvas');
rss('imported');
const raw = Buffer.alloc(1200 * 630 * 4, 128);
for (let i = 0; i < 20; i++) await sharp(raw, { raw: { width: 1200, height: 630, channels: 4 } }).removeAlpha().jpeg({ quality: 90 }).toBuffer();
rss('20 sharp jpeg');
for (let i = 0; i < 20; i++) await sharp(raw, { raw: { width: 1200, height: 630, channels: 4 } }).removeAlpha().png({ compressionLevel: 3 }).toBuffer();
rss('20 sharp png');
const c = createCanvas(1200, 630); const ctx = c.getContext('2d');
GlobalFonts.registerFromPath('node_modules/@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf', 'x-inter');
for (let i = 0; i < 20; i++) { ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, 1200, 630); c.data(); }
rss('20 fill+data');
for (let i = 0; i < 20; i++) { ctx.font = '30px "x-inter"'; ctx.fillStyle = '#000'; for (let j = 0; j < 30; j++) ctx.fillText('hello world ' + j, 10, 20 * j); c.data(); }
rss('20 text+data');
const m = createCanvas(1, 1).getContext('2d'); m.font = '30px "x-inter"';
for (let i = 0; i < 2000; i++) m.measureText('word' + i);
rss('2000 measure');
