import { describe, expect, it } from 'vitest';
import { matchFont, splitFontName } from './font-match.js';

const FAMILIES = [
  { family: 'Inter', aliases: ['sans', 'sans-serif'] },
  { family: 'DejaVu Sans', aliases: ['dejavu'] },
  { family: 'OCRB', aliases: [] },
];

describe('font names matched to families', () => {
  it('reads PostScript and full names into family, weight and style', () => {
    expect(splitFontName('Inter-SemiBoldItalic')).toEqual({ family: 'Inter', weight: 600, italic: true });
    expect(splitFontName('DejaVuSans-Bold')).toEqual({ family: 'DejaVuSans', weight: 700, italic: false });
    expect(splitFontName('Inter Extra Light')).toEqual({ family: 'Inter', weight: 200, italic: false });
  });

  it('matches by family name or alias, ignoring spaces and case; undefined for an unknown family', () => {
    expect(matchFont('DejaVuSans-Bold', FAMILIES)).toEqual({ family: 'DejaVu Sans', weight: 'bold', style: 'normal' });
    expect(matchFont('Inter-MediumItalic', FAMILIES)).toEqual({ family: 'Inter', weight: 500, style: 'italic' });
    expect(matchFont('sans-serif', FAMILIES)).toMatchObject({ family: 'Inter' });
    expect(matchFont('ocrb', FAMILIES)).toMatchObject({ family: 'OCRB', weight: 'normal' });
    expect(matchFont('Helvetica-Bold', FAMILIES)).toBeUndefined();
  });
});
