import { blockInput } from '../../contracts/messages';
import { blockMember, listBlocked, unblockMember } from '../../services/messages/block-member';
import { memberProcedure, memberWriteProcedure } from '../../trpc/init';

export const block = memberWriteProcedure('block')
  .input(blockInput)
  .mutation(({ ctx, input }) => blockMember(ctx.deps, { userId: ctx.session.userId, ...input }));
export const unblock = memberWriteProcedure('block')
  .input(blockInput)
  .mutation(({ ctx, input }) => unblockMember(ctx.deps, { userId: ctx.session.userId, ...input }));
export const blocked = memberProcedure.query(({ ctx }) => listBlocked(ctx.deps, { userId: ctx.session.userId }));
