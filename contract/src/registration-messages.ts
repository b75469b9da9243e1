/**
 * The registration message of a proposal (spec §7 GET /proposal/sendmessageregister/{id}): built and
 * kept in the outbox, which the notifications issue sends by WhatsApp; until then staff copy it.
 */
import { idParam } from './api.ts';
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

/** The text, with the proposal's number and a link to it: one of the notifications' texts. */
export { registrationMessageText } from './notifications.ts';

export const registrationMessageSchema = z.object({
  idOutboxMessage: z.number().int(),
  idProposal: z.number().int(),
  /** The applicant's WhatsApp number; null when their record has none. */
  whatsappNumber: z.string().nullable(),
  body: z.string(),
  /** ISO-8601 instant it was recorded as due. */
  createdAt: z.string(),
  /** ISO-8601 instant it was sent; null while it waits in the outbox. */
  sentAt: z.string().nullable(),
});
export type RegistrationMessage = z.infer<typeof registrationMessageSchema>;

export const registrationMessageEndpoints = {
  register: endpoint({
    method: 'GET',
    path: '/proposal/sendmessageregister/:idProposal',
    summary: 'Record the registration message of a proposal as due and answer its text',
    tag: 'registration-messages',
    access: 'staff',
    params: z.object({ idProposal: idParam }),
    response: { 200: registrationMessageSchema },
  }),
};
