import type { RequestHandler } from 'express';
import { httpStatus } from '../src/errors/error-table.js';
import { checkInputHygiene } from '../src/validation/input-hygiene.js';

/** Every REST input (JSON or multipart body, query string) is checked before its operation runs. */
export const rejectUnsafeInput: RequestHandler = (req, res, next) => {
  const error = checkInputHygiene(req.body) ?? checkInputHygiene(req.query);
  if (!error) return next();
  res.status(httpStatus('BAD_USER_INPUT')).json({ message: error.message, errors: error.errors });
};
