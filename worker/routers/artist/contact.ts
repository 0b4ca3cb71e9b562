import { messageTemplateInput, updateContactInput } from '../../contracts/artist';
import { getMessageTemplates, saveMessageTemplate } from '../../services/artist/message-templates';
import { listAuditLog } from '../../services/artist/record-audit';
import { updateContactStatus } from '../../services/artist/update-contact-status';
import { artistProcedure } from '../../trpc/init';

export const updateContact = artistProcedure
  .meta({ failsAs: 'CONTACT_UPDATE_FAILED' })
  .input(updateContactInput)
  .mutation(({ ctx, input }) => updateContactStatus(ctx.deps, input));
export const templates = artistProcedure.query(({ ctx }) => getMessageTemplates(ctx.deps));
export const saveTemplate = artistProcedure.input(messageTemplateInput).mutation(({ ctx, input }) => saveMessageTemplate(ctx.deps, input));
export const auditLog = artistProcedure.query(({ ctx }) => listAuditLog(ctx.deps));
