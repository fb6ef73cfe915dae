/** An outbound URL the policy refuses; `reason` is written for the person who supplied the URL. */
export class OutboundUrlError extends Error {
  override name = 'OutboundUrlError';

  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}

/**
 * The URL was allowed but fetching it failed (timeout, size limit, network, HTTP error status).
 * A subclass so that callers can treat every outbound failure alike, or tell the two apart.
 */
export class OutboundFetchError extends OutboundUrlError {
  override name = 'OutboundFetchError';

  constructor(
    reason: string,
    /** The HTTP status when the failure is an error response. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}
