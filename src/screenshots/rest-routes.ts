import { cursorMeta, pageArgs } from '../../rest-adapter/cursor.js';
import { CreateScreenshotDocument, ScreenshotDocument, ScreenshotsDocument, type ScreenshotFieldsFragment } from '../../rest-adapter/generated/operations.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { typedScreenshotRequest } from './screenshot-input.js';
import { SCREENSHOT_RESOURCE, screenshotFields } from './screenshot-resource.js';
import { fromPublic, toPublic } from '../validation/field-table.js';

const SCREENSHOTS_PER_PAGE = 25;

/** The spec's Screenshot. */
const screenshot = (s: ScreenshotFieldsFragment) => toPublic(screenshotFields, s, SCREENSHOT_RESOURCE);

export const screenshotRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/screenshots',
    operation: CreateScreenshotDocument,
    fields: screenshotFields,
    variables: (req) => ({ input: typedScreenshotRequest(fromPublic(screenshotFields, req.body)) }),
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
