import type {
  DocumentNode,
  EllipseNode,
  FrameNode,
  GetFileResponse,
  Paint,
  RectangleNode,
  SubcanvasNode,
  TextNode,
  TypeStyle,
  VectorNode,
} from '@figma/rest-api-spec';

/**
 * Figma files for the import tests, written to `@figma/rest-api-spec`'s types (the Figma REST API's
 * published ones): what `GET /v1/files/:key?geometry=paths` answers.
 */

type Rect = { x: number; y: number; width: number; height: number };

const rgb = (hex: string, a = 1) => ({
  r: parseInt(hex.slice(1, 3), 16) / 255,
  g: parseInt(hex.slice(3, 5), 16) / 255,
  b: parseInt(hex.slice(5, 7), 16) / 255,
  a,
});
export const solid = (hex: string, opacity = 1): Paint => ({
  type: 'SOLID',
  color: rgb(hex),
  opacity,
  blendMode: 'NORMAL',
});

let ids = 0;
/** What every node has: its id, name, box (absolute, as the file gives it) and the traits' required fields. */
function base(name: string, r: Rect) {
  return {
    id: `1:${++ids}`,
    name,
    visible: true,
    scrollBehavior: 'SCROLLS' as const,
    blendMode: 'PASS_THROUGH' as const,
    absoluteBoundingBox: r,
    absoluteRenderBounds: r,
    relativeTransform: [
      [1, 0, r.x],
      [0, 1, r.y],
    ],
    size: { x: r.width, y: r.height },
    fills: [] as Paint[],
    strokes: [] as Paint[],
    strokeWeight: 1,
    strokeAlign: 'INSIDE' as const,
    effects: [],
  };
}

export const rectangle = (name: string, r: Rect, more: Partial<RectangleNode> = {}): RectangleNode => ({
  ...base(name, r),
  type: 'RECTANGLE',
  ...more,
});

export const ellipse = (name: string, r: Rect, more: Partial<EllipseNode> = {}): EllipseNode => ({
  ...base(name, r),
  type: 'ELLIPSE',
  arcData: { startingAngle: 0, endingAngle: 2 * Math.PI, innerRadius: 0 },
  ...more,
});

export const vector = (name: string, r: Rect, path: string, more: Partial<VectorNode> = {}): VectorNode => ({
  ...base(name, r),
  type: 'VECTOR',
  fillGeometry: [{ path, windingRule: 'NONZERO' }],
  ...more,
});

export function text(name: string, r: Rect, characters: string, style: Partial<TypeStyle>, fill = '#111827'): TextNode {
  return {
    ...base(name, r),
    type: 'TEXT',
    fills: [solid(fill)],
    characters,
    style: {
      fontFamily: 'Inter',
      fontPostScriptName: null,
      fontWeight: 400,
      fontSize: 16,
      textAlignHorizontal: 'LEFT',
      textAlignVertical: 'TOP',
      letterSpacing: 0,
      lineHeightPx: 19.2,
      lineHeightUnit: 'PIXELS',
      ...style,
    },
    characterStyleOverrides: [],
    styleOverrideTable: {},
    lineTypes: ['NONE'],
    lineIndentations: [0],
  };
}

export const frame = (name: string, r: Rect, children: SubcanvasNode[], more: Partial<FrameNode> = {}): FrameNode => ({
  ...base(name, r),
  type: 'FRAME',
  clipsContent: false,
  children,
  ...more,
});

/** A whole GET /v1/files/:key answer holding these top-level frames on one page. */
export function figmaFile(frames: SubcanvasNode[]): GetFileResponse {
  const document: DocumentNode = {
    id: '0:0',
    name: 'Document',
    type: 'DOCUMENT',
    visible: true,
    scrollBehavior: 'SCROLLS',
    children: [
      {
        id: '0:1',
        name: 'Page 1',
        type: 'CANVAS',
        visible: true,
        scrollBehavior: 'SCROLLS',
        children: frames,
        backgroundColor: rgb('#e5e5e5'),
        prototypeStartNodeID: null,
        flowStartingPoints: [],
        prototypeDevice: { type: 'NONE', rotation: 'NONE' },
      },
    ],
  };
  return {
    name: 'Sale card',
    role: 'owner',
    lastModified: '2026-11-29T00:00:00Z',
    editorType: 'figma',
    version: '1',
    document,
    components: {},
    componentSets: {},
    schemaVersion: 0,
    styles: {},
  };
}
