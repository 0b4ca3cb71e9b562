import { optionalMemberProcedure as base } from '../../trpc/init';

/** Public, but knows the member when a session cookie is present (votes get the user id attached). */
export const optionalMemberProcedure = base.use(({ ctx, next }) => next({ ctx: { ...ctx, userId: ctx.session?.userId ?? null } }));
