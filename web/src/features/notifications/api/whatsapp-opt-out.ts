import { notificationEndpoints, type WhatsappOptOut } from '@amal/contract/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const optOutQueryKey = ['notifications', 'whatsapp-opt-out'] as const;

/** GET /api/notifications/whatsapp-opt-out: whether the member asked for no WhatsApp messages. */
export const useWhatsappOptOut = () =>
  useQuery({
    queryKey: optOutQueryKey,
    queryFn: ({ signal }) => call(notificationEndpoints.getOptOut, { signal }),
  });

/** PUT /api/notifications/whatsapp-opt-out. */
export const useSetWhatsappOptOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappOptOut) => call(notificationEndpoints.setOptOut, { body }),
    onSuccess: (answer) => queryClient.setQueryData(optOutQueryKey, answer),
  });
};
