import { describe, expect, it } from 'vitest';
import { archiveNames } from './archive-names.js';

const named = (...identifiers: string[]) =>
  archiveNames(identifiers.map((identifier, position) => ({ identifier, position, extension: 'png' })));

describe('archive names', () => {
  it("never a Windows device name, whatever follows its first dot (issue 39: 'nul.txt.png')", () => {
    expect(named('nul.txt', 'CON', 'aux.tar.gz', 'Lpt1 .log', 'com9', 'COM¹', 'prn.')).toEqual([
      '_nul.txt.png',
      '_CON.png',
      '_aux.tar.gz.png',
      '_Lpt1 .log.png',
      '_com9.png',
      '_COM¹.png',
      '_prn.png',
    ]);
  });

  it('keeps names that only begin like one', () => {
    expect(named('console', 'nully.txt', 'com10', 'auxiliary')).toEqual([
      'console.png',
      'nully.txt.png',
      'com10.png',
      'auxiliary.png',
    ]);
  });
});

describe('matrix batch names (issue 42)', () => {
  it('names a matrix item {identifier}/{locale}/{size}, default for what the batch did not ask', () => {
    const items = [
      { identifier: 'alice', position: 0, extension: 'png', size: 'og', locale: 'de' },
      { identifier: 'alice', position: 1, extension: 'png', size: 'square', locale: null },
      { identifier: 'bob', position: 2, extension: 'png', size: null, locale: 'ar' },
      { identifier: 'bob', position: 3, extension: 'png', size: null, locale: 'ar' },
      { identifier: 'plain', position: 4, extension: 'png' },
    ];
    expect(archiveNames(items)).toEqual([
      'alice/de/og.png',
      'alice/default/square.png',
      'bob/ar/default.png',
      'bob/ar/default-2.png',
      'plain.png',
    ]);
  });
});
