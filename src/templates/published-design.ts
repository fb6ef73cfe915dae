import { Prisma, type Template } from '../generated/prisma/client.js';
import type { Layer } from '../design/layers/layer-schema.js';
import type { TemplateDesignFields } from './template-input.js';
import type { Animation } from '../design/animation/animation-schema.js';
import type { TemplateSize } from '../design/layout/sizes.js';
import type { Locales } from '../design/locale/catalog.js';
import type { PrintDefaults } from '../design/print-defaults.js';

/** A template's published design, from its columns: what renders read and a version keeps. */
export function publishedDesign(
  t: Pick<
    Template,
    'title' | 'size' | 'width' | 'height' | 'backgroundColor' | 'layers' | 'animation' | 'sizes' | 'locales' | 'print'
  >,
): TemplateDesignFields {
  return {
    title: t.title,
    size: t.size,
    width: t.width,
    height: t.height,
    background_color: t.backgroundColor,
    layers: t.layers as unknown as Layer[],
    ...(t.animation !== null && { animation: t.animation as unknown as Animation }),
    ...(t.sizes !== null && { sizes: t.sizes as unknown as TemplateSize[] }),
    ...(t.locales !== null && { locales: t.locales as unknown as Locales }),
    ...(t.print !== null && { print: t.print as unknown as PrintDefaults }),
  };
}

/** A design as the template's published columns. */
export function designColumns(d: TemplateDesignFields) {
  return {
    title: d.title,
    size: d.size,
    width: d.width,
    height: d.height,
    backgroundColor: d.background_color,
    layers: d.layers as object[],
    animation: d.animation ?? Prisma.DbNull,
    sizes: (d.sizes as object[] | undefined) ?? Prisma.DbNull,
    locales: (d.locales as object | undefined) ?? Prisma.DbNull,
    print: d.print ?? Prisma.DbNull,
  };
}
