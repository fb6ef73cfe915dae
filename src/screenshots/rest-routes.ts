import { cursorMeta, pageArgs } from '../../rest-adapter/cursor.js';
import { CreateScreenshotDocument, ScreenshotDocument, ScreenshotsDocument, type ScreenshotFieldsFragment } from '../../rest-adapter/generated/operations.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';

const SCREENSHOTS_PER_PAGE = 25;

/** The spec's Screenshot. */
function screenshot(s: ScreenshotFieldsFragment) {
  return { id: s.id, url: s.url, image_url: s.imageUrl, width: s.width, height: s.height, created_at: s.createdAt };
}

export const screenshotRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/screenshots',
    operation: CreateScreenshotDocument,
    variables: (req) => {
      const b = (req.body ?? {}) as Record<string, any>;
      return { input: { url: b.url, width: b.width, height: b.height } };
    },
    respond: (d) => ({ status: 201, body: { data: screenshot(d.createScreenshot) } }),
  }),
  route({
    method: 'get',
    path: '/screenshots',
    operation: ScreenshotsDocument,
    variables: (req) => pageArgs(req.query.cursor, SCREENSHOTS_PER_PAGE),
    respond: (d, req) => ({
      body: {
        // List entries name the id `uuid`, as the spec shows.
        data: d.screenshots.edges.map(({ node }) => {
          const { id, ...rest } = screenshot(node);
          return { uuid: id, ...rest };
        }),
        meta: cursorMeta(req.query.cursor, d.screenshots.pageInfo),
      },
    }),
  }),
  route({
    method: 'get',
    path: '/screenshots/:screenshotUuid',
    operation: ScreenshotDocument,
    variables: (req) => ({ id: String(req.params.screenshotUuid) }),
    respond: (d) => ({ body: { data: screenshot(d.screenshot) } }),
  }),
];
