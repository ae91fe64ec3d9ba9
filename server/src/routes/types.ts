import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Ctx } from '../context.ts';
import type { ContractTypeProvider } from '../http/validate.ts';

/** The API as route modules see it: request parts typed by their contract schemas (`RequestPart`). */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ContractTypeProvider
>;

/**
 * A route module: `public` routes need no session (or state their own rule, as the sign-in code does); `admin`
 * routes are registered in the admin plugin, whose one `onRequest` hook requires a full (code-verified) session.
 */
export interface Routes {
  public?(app: Api, ctx: Ctx): void;
  admin?(app: Api, ctx: Ctx): void;
}
