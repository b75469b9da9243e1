import { notificationEndpoints } from '@amal/contract/notifications';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/notifications/outbox: pending and failed counts and the lag (super admin). */
export const useOutboxSummary = () =>
  useQuery({
    queryKey: ['notifications', 'outbox'],
    queryFn: ({ signal }) => call(notificationEndpoints.outbox, { signal }),
  });
