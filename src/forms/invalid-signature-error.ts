/** A form submitted without its signature, or with one that does not sign the URL it came to. */
export class InvalidSignatureError extends Error {
  constructor() {
    super('Invalid signature.');
  }
}
