/** The caller is known but may not do this (403 FORBIDDEN): a bad signature, a role that may not manage owners. */
export class ForbiddenError extends Error {}
