import { SaxesParser, type SaxesTagNS } from 'saxes';
import { filterPasses, MAX_FILTER_PASSES } from './svg-filter-cost.js';

/**
 * SVG made safe to draw (docs/rendering.md "SVG images"): parsed once here by a strict streaming
 * XML parser (saxes, which expands no entities but XML's five), before any renderer sees it, and
 * written out again from what was kept. Refused, with a sentence saying why: a DOCTYPE (so no
 * entity declarations, no billion laughs), a stylesheet processing instruction, `<script>`,
 * `<foreignObject>` and other embedding elements, event handler attributes, any reference that is
 * not a local `#id` (href, CSS `url()`, `@import`) or a raster `data:` image, CSS functions that load
 * a string's address (`image-set()`, `image()`, `cross-fade()`, `src()`), CSS escapes, and
 * anything over the limits below, `<use>` references counted as what they draw (no use-bombs), and
 * filters that would cost more than MAX_FILTER_PASSES passes over the image (svg-filter-cost.ts).
 * Dropped: comments, animation, metadata and editor namespaces. The root gets the intrinsic size
 * and `preserveAspectRatio="none"`, so the backends stretch it to a box as they stretch a photo
 * (placements keep the aspect ratio).
 */

const MAX_SVG_BYTES = 2 * 1024 * 1024;
const MAX_ELEMENTS = 20_000;
const MAX_DEPTH = 200;
const MAX_PATH_COMMANDS = 50_000;
/** Elements and path commands drawn, each `<use>` counted as what it draws. */
const MAX_DRAWN = 200_000;

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Elements that run code or embed other documents. */
const REFUSED = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'canvas',
  'handler',
  'listener',
]);
/** Dropped with their content: a still image draws no animation, and metadata draws nothing. */
const DROPPED = new Set([
  'animate',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'set',
  'discard',
  'mpath',
  'metadata',
]);
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const URL_FN = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;
/** CSS functions that load what a string names, without url(): `image-set("http://...")` and the like. */
const STRING_URL_FN = /(?<![\w-])((?:-[a-z]+-)?(?:image-set|image|cross-fade|src))\s*\(/i;
const PATH_COMMAND = /[mlhvcsqtaz]/gi;

export interface SanitisedSvg {
  bytes: Buffer;
  /** Intrinsic size in CSS pixels, from width and height or the viewBox. */
  width: number;
  height: number;
  /** What its filters cost to draw, in passes over the whole image (svg-filter-cost.ts). */
  filterPasses: number;
}

/** An SVG refused; `message` completes "the SVG …" ("has a DOCTYPE …"). */
export class SvgRefused extends Error {
  override name = 'SvgRefused';
}

/** An element kept: its attributes as written out (href as xlink:href), its children and text. */
export interface SvgElement {
  name: string;
  attributes: [string, string][];
  children: (SvgElement | string)[];
  /** The #id a `<use>` draws. */
  uses?: string;
  /** Path commands it draws itself. */
  commands: number;
}

/** Whether bytes that are not a raster image are meant as SVG: its media type, or an `<svg` near the start. */
export function looksLikeSvg(body: Buffer, contentType?: string): boolean {
  if (contentType?.toLowerCase().includes('svg')) return true;
  return body.toString('utf8', 0, Math.min(body.length, 4096)).toLowerCase().includes('<svg');
}

/** The SVG, sanitised and with its intrinsic size; throws SvgRefused. */
export function sanitiseSvg(body: Buffer): SanitisedSvg {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new SvgRefused('is not UTF-8 text');
  }
  const { root, passes, ...size } = sanitisedSvgTree(text);
  root.attributes = [
    ['xmlns', SVG_NS],
    ['xmlns:xlink', XLINK_NS],
    ['width', String(size.width)],
    ['height', String(size.height)],
    ['viewBox', size.viewBox],
    ['preserveAspectRatio', 'none'],
    ...root.attributes.filter(([n]) => !['width', 'height', 'viewBox', 'preserveAspectRatio'].includes(n)),
  ];
  return {
    bytes: Buffer.from(serialiseSvgElement(root)),
    width: size.width,
    height: size.height,
    filterPasses: passes,
  };
}

/**
 * The SVG's tree as sanitiseSvg keeps it, with its intrinsic size and what its filters cost, for a drawing that
 * reads it rather than handing it to a renderer (a chart: render/data/svg-drawing.ts); throws SvgRefused.
 */
export function sanitisedSvgTree(text: string): {
  root: SvgElement;
  width: number;
  height: number;
  viewBox: string;
  passes: number;
} {
  if (Buffer.byteLength(text) > MAX_SVG_BYTES) throw new SvgRefused(`is larger than ${MAX_SVG_BYTES / 1024 / 1024} MB`);
  const { root, sheets } = parse(text);
  const size = intrinsicSize(root);
  const byId = indexIds(root);
  checkDrawn(root, byId);
  const passes = filterPasses(root, byId, sheets);
  if (passes > MAX_FILTER_PASSES)
    throw new SvgRefused(
      `has filters that would cost ${passes.toLocaleString('en')} passes over the image, more than ${MAX_FILTER_PASSES} ` +
        '(each filter primitive counts once for every element drawn with it): filter a group instead of each shape, or use fewer primitives',
    );
  return { root, passes, ...size };
}

/** The tree kept, and the text of its stylesheets. */
function parse(text: string): { root: SvgElement; sheets: string } {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const stack: SvgElement[] = [];
  let root: SvgElement | undefined;
  let elements = 0;
  let commands = 0;
  /** Depth inside a dropped element; its content is skipped. */
  let dropped = 0;
  let sheets = '';
  parser.on('doctype', () => {
    throw new SvgRefused('has a DOCTYPE: entity declarations are not accepted');
  });
  parser.on('processinginstruction', ({ target }) => {
    if (target.toLowerCase() === 'xml-stylesheet')
      throw new SvgRefused('links a stylesheet (<?xml-stylesheet?>): only local references are allowed');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (++elements > MAX_ELEMENTS) throw new SvgRefused(`has more than ${MAX_ELEMENTS.toLocaleString('en')} elements`);
    if (stack.length + dropped >= MAX_DEPTH) throw new SvgRefused(`nests elements more than ${MAX_DEPTH} deep`);
    const local = tag.local.toLowerCase();
    const svg = tag.uri === SVG_NS || tag.uri === '';
    if (svg && REFUSED.has(local)) throw new SvgRefused(`has a <${tag.local}> element, which is not allowed`);
    if (dropped > 0 || !svg || DROPPED.has(local)) {
      dropped++;
      return;
    }
    if (!root && local !== 'svg') throw new SvgRefused(`has <${tag.name}> as its root element, not <svg>`);
    const element: SvgElement = { name: tag.local, attributes: [], children: [], commands: 0 };
    for (const attr of Object.values(tag.attributes)) {
      const kept = attribute(tag.local, attr.local, attr.uri, attr.value);
      // href and xlink:href are both written as xlink:href: the first one counts, as in SVG 2.
      if (!kept || element.attributes.some(([n]) => n === kept[0])) continue;
      element.attributes.push(kept);
      if (kept[0] === 'xlink:href' && local === 'use') element.uses = kept[1].slice(1);
      if (
        (kept[0] === 'd' && local === 'path') ||
        (kept[0] === 'points' && (local === 'polygon' || local === 'polyline'))
      ) {
        element.commands =
          kept[0] === 'd'
            ? (kept[1].match(PATH_COMMAND)?.length ?? 0)
            : Math.ceil((kept[1].match(/[\d.]+/g)?.length ?? 0) / 2);
        commands += element.commands;
        if (commands > MAX_PATH_COMMANDS)
          throw new SvgRefused(`has more than ${MAX_PATH_COMMANDS.toLocaleString('en')} path commands`);
      }
    }
    if (root) stack.at(-1)!.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    if (dropped > 0) return void dropped--;
    const closed = stack.pop()!;
    // The whole stylesheet, however its text and CDATA sections were split.
    if (closed.name.toLowerCase() === 'style') {
      const css = closed.children.filter((c) => typeof c === 'string').join('');
      checkCss(css, 'its <style>');
      sheets += `${css}\n`;
    }
  });
  const onText = (t: string) => {
    const parent = stack.at(-1);
    if (dropped === 0 && parent) parent.children.push(t);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  try {
    parser.write(text).close();
  } catch (err) {
    if (err instanceof SvgRefused) throw err;
    throw new SvgRefused(`is not well-formed XML (${(err as Error).message.replace(/^undefined:/, '').trim()})`, {
      cause: err,
    });
  }
  if (!root) throw new SvgRefused('has no <svg> element');
  return { root, sheets };
}

/** The attribute as written out, null to drop it; throws for what is refused. */
function attribute(element: string, local: string, uri: string, value: string): [string, string] | null {
  if (/^on/i.test(local) && (uri === '' || uri === SVG_NS))
    throw new SvgRefused(`has an event handler attribute (${local} on <${element}>)`);
  if (local === 'href' && (uri === '' || uri === XLINK_NS)) {
    // A link is never followed in an image: dropped, whatever it names.
    if (element === 'a') return null;
    const v = value.trim();
    const fragment = v.startsWith('#') && v.length > 1;
    if (!fragment && !(DATA_IMAGE.test(v) && element.toLowerCase() === 'image')) {
      throw new SvgRefused(
        `refers to an outside resource (<${element} href="${v.slice(0, 60)}">): only #id references and data: PNG, JPEG, GIF or WebP images are allowed`,
      );
    }
    return ['xlink:href', v];
  }
  if (uri === XML_NS && local === 'space') return ['xml:space', value];
  // Editor data (inkscape:, sodipodi:), namespace declarations and foreign attributes draw nothing.
  if (uri !== '') return null;
  checkCss(value, `its ${local} attribute on <${element}>`);
  return [local, value];
}

/** CSS in a style element or an attribute: url() only to a local #id, no @import or other loader, no escapes that could hide them. */
function checkCss(css: string, where: string): void {
  // Most values (numbers, colours, path data) can hold none of these: skip the regular expressions.
  if (!/[\\@(]/.test(css)) return;
  if (css.includes('\\')) throw new SvgRefused(`has a CSS escape in ${where}, which is not accepted`);
  if (/@import/i.test(css))
    throw new SvgRefused(`imports a stylesheet (@import in ${where}): only local references are allowed`);
  const loader = STRING_URL_FN.exec(css)?.[1];
  if (loader) throw new SvgRefused(`loads a resource through ${loader}() in ${where}: only url(#id) is allowed`);
  for (const [, , target] of css.matchAll(URL_FN)) {
    if (!/^#[^\s]+$/.test(target.trim()))
      throw new SvgRefused(
        `refers to an outside resource (url(${target.slice(0, 60)}) in ${where}): only url(#id) is allowed`,
      );
  }
  if (/url\s*\(/i.test(css.replace(URL_FN, ''))) throw new SvgRefused(`has a url() in ${where} that does not parse`);
}

/** Width and height in CSS pixels from the root's width, height and viewBox. */
function intrinsicSize(root: SvgElement): { width: number; height: number; viewBox: string } {
  const attr = (n: string) => root.attributes.find(([k]) => k === n)?.[1];
  const length = (v: string | undefined) => {
    const m = v && /^\s*(\d*\.?\d+(?:e[+-]?\d+)?)\s*(px)?\s*$/i.exec(v);
    return m ? Number(m[1]) : undefined;
  };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const viewBox = box?.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0 ? box : undefined;
  let width = length(attr('width'));
  let height = length(attr('height'));
  if (viewBox) {
    width ??= height !== undefined ? (height * viewBox[2]) / viewBox[3] : viewBox[2];
    height ??= (width * viewBox[3]) / viewBox[2];
  }
  if (!width || !height || width > 1e6 || height > 1e6)
    throw new SvgRefused('declares no size: give its root a viewBox, or width and height in pixels');
  return { width, height, viewBox: viewBox ? viewBox.join(' ') : `0 0 ${width} ${height}` };
}

/** Elements by id, the first of each id (as `<use>` finds them). */
function indexIds(root: SvgElement): Map<string, SvgElement> {
  const byId = new Map<string, SvgElement>();
  const index = (e: SvgElement) => {
    const id = e.attributes.find(([k]) => k === 'id')?.[1];
    if (id !== undefined && !byId.has(id)) byId.set(id, e);
    for (const c of e.children) if (typeof c !== 'string') index(c);
  };
  index(root);
  return byId;
}

/** What the drawing costs, each <use> counted as what it draws; refuses reference cycles and use-bombs. */
function checkDrawn(root: SvgElement, byId: ReadonlyMap<string, SvgElement>): void {
  const cost = new Map<SvgElement, number>();
  const drawing = new Set<SvgElement>();
  const drawn = (e: SvgElement): number => {
    const known = cost.get(e);
    if (known !== undefined) return known;
    if (drawing.has(e)) throw new SvgRefused('has a <use> that refers to itself');
    // Elements nest at most MAX_DEPTH deep; a chain of <use> references could go deeper.
    if (drawing.size > 4 * MAX_DEPTH) throw new SvgRefused('chains <use> references too deeply');
    drawing.add(e);
    let total = 1 + e.commands;
    for (const c of e.children) if (typeof c !== 'string') total += drawn(c);
    const target = e.uses === undefined ? undefined : byId.get(e.uses);
    if (target) total += drawn(target);
    if (total > MAX_DRAWN)
      throw new SvgRefused(
        `would draw more than ${MAX_DRAWN.toLocaleString('en')} elements and path commands (its <use> references multiply them)`,
      );
    drawing.delete(e);
    cost.set(e, total);
    return total;
  };
  drawn(root);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeText = (s: string) => s.replace(/[&<>]/g, (c) => ESCAPES[c]);
const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** An element written out as markup (the sanitiser's own writer; the SVG import writes the elements it groups with it). */
export function serialiseSvgElement(e: SvgElement): string {
  const attrs = e.attributes.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
  if (e.children.length === 0) return `<${e.name}${attrs}/>`;
  return `<${e.name}${attrs}>${e.children.map((c) => (typeof c === 'string' ? escapeText(c) : serialiseSvgElement(c))).join('')}</${e.name}>`;
}
