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
}
