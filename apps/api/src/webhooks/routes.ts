import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageReplySchema,
  staffWebhookPaths,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesReplySchema,
  webhookDeliveryParamsSchema,
  webhookMessages,
} from '@applykit/api-contract';
import type { Database } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { staffOf } from '../staff/access';
import { recordAudit } from '../staff/review-store';
import type { WebhookDeliveries } from './deliveries';

/** Admins: the deliveries to the student system by state, and redelivery of a dead letter. */
export async function webhookDeliveryRoutes(
  app: FastifyInstance,
  { database, deliveries }: { database: Database; deliveries: WebhookDeliveries },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { staffAccess: 'admin' as const };

  api.get(
    staffWebhookPaths.deliveries,
    {
      config: adminOnly,
      schema: {
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesReplySchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { before: _before, ...filters } = request.query;
      await recordAudit(database, {
        staff,
        action: 'list-webhook-deliveries',
        detail: filters,
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return deliveries.list(request.query);
    },
  );

  api.post(
    staffWebhookPaths.redelivery,
    {
      config: adminOnly,
      schema: { params: webhookDeliveryParamsSchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      const staff = staffOf(request);
      const { deliveryId } = request.params;
      if (!deliveries.configured) throw conflict(webhookMessages.notConfigured);
      const outcome = await database.transaction(async (tx) => {
        const queued = await deliveries.redeliver(tx, deliveryId);
        if (typeof queued === 'object') {
          await recordAudit(tx, {
            staff,
            action: 'redeliver-webhook',
            applicantId: queued.applicantId,
            detail: { delivery: deliveryId },
            clientAddress: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
          });
        }
        return queued;
      });
      if (outcome === 'missing') throw notFound(webhookMessages.noDelivery);
      if (outcome === 'not-dead') throw conflict(webhookMessages.notDead);
      return { message: webhookMessages.redelivered };
    },
  );
}
