import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * An error a client caused or may see, raised by the shared rules (src/domain/errors.ts), a repository or a route:
 * rendered here, at the edge, as `{message, ...extra}` with its status.
 */
export { RuleError as HttpError, badRequest, conflict, notFound, unauthorized } from '../../../src/domain/errors.ts';
import { RuleError as HttpError } from '../../../src/domain/errors.ts';
import { IMAGE_SIZE_ERROR } from '../../../src/lib/imagePolicy.ts';

/** Messages for the framework's own 4xx errors, so clients never see internal codes or parser details. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_REQ_FILE_TOO_LARGE: IMAGE_SIZE_ERROR,
  FST_FILES_LIMIT: 'Only one image may be uploaded',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PROTO_VIOLATION: 'Invalid form field name',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected multipart/form-data',
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const retryAfter = error.extra.retryAfterSeconds;
      if (error.status === 429 && typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply.status(error.status).send({ message: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = (error.code && frameworkMessages[error.code]) || undefined;
      const message = known ?? (error.name === 'SyntaxError' ? 'Request body is not valid JSON' : 'Bad request');
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
