import type { ErrorCode } from '@ai-realty/shared/errors';

/** Services throw this; the one error handler turns it into `{ error, code, ...details }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    status: number,
    details: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.headers = headers;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
export const unauthorized = (message = 'Authentication required') =>
  new AppError('UNAUTHORIZED', message, 401);
export const validationError = (fields: Record<string, string>, message?: string) =>
  new AppError('VALIDATION_ERROR', message ?? Object.values(fields)[0] ?? 'Invalid request', 400, { fields });
