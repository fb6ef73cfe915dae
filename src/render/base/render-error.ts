/** A render that cannot succeed; `message` is written for the person who made the template or request. */
export class RenderError extends Error {
  override name = 'RenderError';

  constructor(
    message: string,
    /** The layer key the problem is in, when it is in one. */
    readonly layer?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  static inLayer(layer: string, problem: string, options?: ErrorOptions): RenderError {
    return new RenderError(`Layer "${layer}": ${problem}`, layer, options);
  }

  /** `err` as it concerns page `page` (from 1) of a multi-page document; anything but a RenderError as it is. */
  static onPage(page: number, err: unknown): unknown {
    return err instanceof RenderError
      ? new RenderError(`Page ${page}: ${err.message}`, err.layer, { cause: err })
      : err;
  }
}
