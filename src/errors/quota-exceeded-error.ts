export class QuotaExceededError extends Error {
  constructor() {
    super('You have reached your snap quota.');
  }
}
