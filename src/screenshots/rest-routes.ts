import { cursorMeta, pageArgs } from '../../rest-adapter/cursor.js';
import {
  ScreenshotDocument,
  ScreenshotsDocument,
  type ScreenshotFieldsFragment,
} from '../../rest-adapter/generated/operations.js';
import { cursorList } from '../../rest-adapter/openapi/resources.js';
import { arrayOf, named, object, requestBody, resource } from '../../rest-adapter/openapi/shapes.js';
import { commandRoute, route, type RestRoute } from '../../rest-adapter/route.js';
import { callerOf } from '../accounts/caller.js';
import { screenshotRequestOf } from './screenshot-input.js';
import { SCREENSHOT_RESOURCE, screenshotData, screenshotFields } from './screenshot-resource.js';
import { fromPublic, toPublic } from '../validation/field-table.js';

const SCREENSHOTS_PER_PAGE = 25;

/** The spec's Screenshot. */
const screenshot = (s: ScreenshotFieldsFragment) => toPublic(screenshotFields, s, SCREENSHOT_RESOURCE);

const screenshotShape = named('Screenshot', resource('Screenshot', screenshotFields, SCREENSHOT_RESOURCE));
/** A list entry: the id under `uuid`. */
const listed = named(
  'ScreenshotListed',
  resource('Screenshot', { ...screenshotFields, id: 'uuid' }, SCREENSHOT_RESOURCE),
);

export const screenshotRoutes: RestRoute[] = [
  commandRoute({
    method: 'post',
    path: '/screenshots',
    fields: screenshotFields,
    command: {
      scope: 'api',
      run: async (ctx, req) =>
        screenshotData(
          await ctx.services.screenshots.create(
            callerOf(ctx.auth!),
            screenshotRequestOf(fromPublic(screenshotFields, req.body)),
          ),
          ctx.services.storage,
        ),
    },
    doc: {
      operationId: 'createScreenshot',
      summary: 'Capture a screenshot',
      description: 'Captures a public web page in a sandboxed Chromium. Needs available credits.',
      tag: 'Screenshots',
      body: requestBody('CreateScreenshotInput', screenshotFields, undefined, {
        url: 'https://example.com',
        width: 1330,
        height: 780,
      }),
      responses: { 201: { description: 'The screenshot.', body: object({ data: screenshotShape }) } },
      errors: [417, 503],
    },
    respond: (d) => ({ status: 201, body: { data: screenshot(d) } }),
  }),
  route({
    method: 'get',
    path: '/screenshots',
    operation: ScreenshotsDocument,
    variables: (req) => pageArgs(req.query.cursor, SCREENSHOTS_PER_PAGE),
    doc: {
      summary: 'List screenshots',
      tag: 'Screenshots',
      query: { cursor: { description: 'A cursor from `meta`: the next or the previous page.' } },
      responses: {
        200: {
          description: `A page of screenshots (${SCREENSHOTS_PER_PAGE}), newest first.`,
          body: object({ data: arrayOf(listed), meta: cursorList }),
        },
      },
    },
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
    doc: {
      summary: 'Read a screenshot',
      tag: 'Screenshots',
      params: { screenshotUuid: { description: 'The screenshot id.' } },
      responses: { 200: { description: 'The screenshot.', body: object({ data: screenshotShape }) } },
    },
    respond: (d) => ({ body: { data: screenshot(d.screenshot) } }),
  }),
];
