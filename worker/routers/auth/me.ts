import { memberProcedure } from '../../trpc/init';

/** Who is signed in (the web's protected-route guard asks this). */
export const me = memberProcedure.query(({ ctx }) => ({ userId: ctx.session.userId, email: ctx.session.email }));
