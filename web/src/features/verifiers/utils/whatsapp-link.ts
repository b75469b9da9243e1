/** The chat link of a WhatsApp number as the contract keeps it (62…), or null without one. */
export const whatsappLink = (number: string | null): string | null => {
  const digits = number?.replace(/\D/g, '') ?? '';
  return digits ? `https://wa.me/${digits}` : null;
};
