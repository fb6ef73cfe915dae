/** A form submitted without its signature, or with one that does not sign the URL it came to. */
import { ForbiddenError } from './forbidden-error.js';

export class InvalidSignatureError extends ForbiddenError {
  constructor() {
    super('Invalid signature.');
  }
}
