/** An unknown id, or one of another account: the two are indistinguishable to the caller. */
export class NotFoundError extends Error {
  constructor(message = 'Not found.') {
    super(message);
  }
}
