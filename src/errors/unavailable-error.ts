/** This process cannot do that right now (a missing browser, every slot busy): 503, nothing was done or charged. */
export class UnavailableError extends Error {}
