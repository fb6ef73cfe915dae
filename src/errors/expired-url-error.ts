/** A signed render URL used after its `expires` time. */
export class ExpiredUrlError extends Error {
  constructor() {
    super('This URL has expired.');
  }
}
