import type { CjkRegion } from './fonts.js';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;
const ALL_HAN = /\p{Script=Han}/gu;

/**
 * Which region's CJK face draws a text's ideographs: kana make it Japanese, Hangul Korean, an
 * ideograph only traditional Chinese uses makes it traditional Chinese, anything else simplified
 * Chinese. One choice per text, so a line never mixes two regions' forms of its characters.
 */
export function cjkRegion(text: string): CjkRegion {
  if (KANA.test(text)) return 'jp';
  if (HANGUL.test(text)) return 'kr';
  const han = text.match(ALL_HAN);
  if (!han) return 'sc';
  const traditional = traditionalOnly();
  return han.some((ch) => traditional.has(ch)) ? 'tc' : 'sc';
}

let traditionalSet: Set<string> | undefined;

/**
 * Ideographs of Big5 (the traditional Chinese character set) that GB2312 (the simplified one)
 * lacks: 這, 體, 說... Both tables come with Node's ICU, through TextDecoder. The bundled simplified
 * face cannot tell: it also draws most traditional characters.
 */
function traditionalOnly(): Set<string> {
  if (traditionalSet) return traditionalSet;
  const decode = (encoding: string, leads: [number, number], trails: [number, number][]) => {
    const decoder = new TextDecoder(encoding);
    const out = new Set<string>();
    for (let lead = leads[0]; lead <= leads[1]; lead++) {
      for (const [from, to] of trails) {
        for (let trail = from; trail <= to; trail++) out.add(decoder.decode(new Uint8Array([lead, trail])));
      }
    }
    return out;
  };
  // GB2312 hanzi rows B0-F7; Big5 hanzi lead bytes A4-F9, trail bytes 40-7E and A1-FE.
  const gb2312 = decode('gbk', [0xb0, 0xf7], [[0xa1, 0xfe]]);
  const big5 = decode(
    'big5',
    [0xa4, 0xf9],
    [
      [0x40, 0x7e],
      [0xa1, 0xfe],
    ],
  );
  traditionalSet = new Set([...big5].filter((ch) => HAN.test(ch) && !gb2312.has(ch)));
  return traditionalSet;
}
