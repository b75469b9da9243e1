import { notificationEndpoints } from '@amal/contract/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { loadNotificationsConfig } from './notifications.config.ts';
import { setNotificationDefaults } from './notifications.outbox.ts';
import { whatsappCloudProvider } from './notifications.provider.ts';
import { messagesOf, optOutOf, outboxSummary, resend, setOptOut } from './notifications.service.ts';
import { type OutboxWorker, startOutboxWorker } from './notifications.worker.ts';

/**
 * The staff's view of the WhatsApp outbox and a member's opt-out; and the outbox worker, started
 * when the app is ready and stopped (waiting for its round) when it closes (decision 0049).
 */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.ctx;
  const notifications = loadNotificationsConfig(process.env);
  const providerConfigured = notifications.whatsapp !== undefined;
  setNotificationDefaults({
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    foundationName: config.foundationName,
  });

  route(app, notificationEndpoints.proposalMessages, (request) =>
    messagesOf(app.ctx.db, currentUser(request), request.params.idProposal, providerConfigured),
  );
  route(app, notificationEndpoints.resend, (request) =>
    resend(app.ctx.db, currentUser(request), request.params.idOutboxMessage, providerConfigured),
  );
  route(app, notificationEndpoints.outbox, (request) =>
    outboxSummary(app.ctx.db, currentUser(request), providerConfigured),
  );
  route(app, notificationEndpoints.getOptOut, (request) => optOutOf(app.ctx.db, currentUser(request)));
  route(app, notificationEndpoints.setOptOut, (request) =>
    setOptOut(app.ctx.db, currentUser(request), request.body),
  );

  if (notifications.intervalMs === 0) return;
  let worker: OutboxWorker | undefined;
  app.addHook('onReady', async () => {
    worker = startOutboxWorker({
      db: app.ctx.db,
      provider: notifications.whatsapp ? whatsappCloudProvider(notifications.whatsapp) : undefined,
      intervalMs: notifications.intervalMs,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
};
