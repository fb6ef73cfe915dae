/** The request clashes with the state of things (an idempotency key in use); retrying may help. */
export class ConflictError extends Error {}
