import type { SceneNode } from '../base/types.js';

/**
 * The scripts whose language a reader can be told without asking: one script, one main language (or a
 * reader's usual choice for it). Latin, Cyrillic and the rest say too little: those documents get `en`
 * unless the request names a `lang`.
 */
const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Hiragana}|\p{Script=Katakana}/u, 'ja'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Bengali}/u, 'bn'],
  [/\p{Script=Greek}/u, 'el'],
];
const LETTER = /\p{L}/gu;

/** The language of the script most of the document's letters are in, or `en`. */
export function documentLanguage(nodes: SceneNode[]): string {
  const counts = new Map<string, number>();
  let letters = 0;
  for (const node of nodes) {
    if (node.type !== 'text') continue;
    for (const [letter] of node.text.matchAll(LETTER)) {
      letters++;
      const lang = SCRIPTS.find(([script]) => script.test(letter))?.[1];
      if (lang) counts.set(lang, (counts.get(lang) ?? 0) + 1);
    }
  }
  const [lang, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['en', 0];
  return count * 2 > letters ? lang : 'en';
}
