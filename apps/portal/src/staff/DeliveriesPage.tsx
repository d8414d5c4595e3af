import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, useMessages } from '@applykit/ui';
import {
  staffPath,
  staffWebhookPaths,
  webhookDeliveryStates,
  type MessageReply,
  type WebhookDeliveriesReply,
  type WebhookDelivery,
  type WebhookDeliveryState,
} from '@applykit/api-contract';
import * as css from './StaffArea.css';
import { StaffCallRefused, queryOf, staffJson } from './staffCalls';
import { StaffTable, type StaffColumn } from './StaffTable';

const stateLabels = {
  dead: 'portal.staff.deliveries.dead',
  pending: 'portal.staff.deliveries.pending',
  delivered: 'portal.staff.deliveries.delivered',
} as const satisfies Record<WebhookDeliveryState, string>;

/**
 * Admins: the hand-off of submitted applications to the student system. Dead letters first,
 * each with a Redeliver button once the receiver is fixed.
 */
export function DeliveriesPage() {
  const { t } = useMessages();
  const [state, setState] = useState<WebhookDeliveryState>('dead');
  const [before, setBefore] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState<StaffCallRefused | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const query = useQuery({
    queryKey: ['staff', 'webhook-deliveries', state, before],
    queryFn: () =>
      staffJson<WebhookDeliveriesReply>(
        `${staffWebhookPaths.deliveries}${queryOf({ state, before })}`,
      ),
  });
  const listed = query.data;
  const error = refusal ?? (query.error instanceof StaffCallRefused ? query.error : null);

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('state');
    setState(webhookDeliveryStates.find((known) => known === chosen) ?? 'dead');
    setBefore(undefined);
    setNotice('');
    setRefusal(null);
  }

  async function redeliver(delivery: WebhookDelivery) {
    setNotice('');
    setRefusal(null);
    try {
      const path = staffPath(staffWebhookPaths.redelivery, { deliveryId: delivery.id });
      const reply = await staffJson<MessageReply>(path, { method: 'POST' });
      setNotice(reply.message);
      await query.refetch();
    } catch (thrown) {
      if (!(thrown instanceof StaffCallRefused)) throw thrown;
      setRefusal(thrown);
    }
    // The row's button is gone once it is queued again: the outcome takes the focus instead.
    outcome.current?.focus();
  }

  const columns: StaffColumn<WebhookDelivery>[] = [
    {
      title: t('portal.staff.deliveries.application'),
      cellId: (delivery) => `delivery-${delivery.id}`,
      cell: (delivery) => (
        <Link to={`/staff/applications/${delivery.applicant_id}`}>
          {delivery.name || delivery.applicant_id}
        </Link>
      ),
    },
    {
      title: t('portal.staff.deliveries.queued'),
      cell: (delivery) => delivery.created_at.slice(0, 19).replace('T', ' '),
    },
    { title: t('portal.staff.deliveries.attempts'), cell: (delivery) => delivery.attempts },
    {
      title: t('portal.staff.deliveries.lastProblem'),
      cell: (delivery) => delivery.last_error ?? '',
    },
    {
      title: t('portal.staff.deliveries.action'),
      cell: (delivery) =>
        delivery.state === 'dead' && (
          <Button
            variant="secondary"
            aria-describedby={`delivery-${delivery.id}`}
            onClick={() => void redeliver(delivery)}
          >
            {t('portal.staff.deliveries.redeliver')}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading">{t('portal.staff.deliveries.heading')}</h2>
      <p>{t('portal.staff.deliveries.intro')}</p>
      <form
        aria-label={t('portal.staff.deliveries.heading')}
        className={css.filters}
        onSubmit={show}
      >
        <label>
          {t('portal.staff.deliveries.state')}
          <br />
          <select name="state" defaultValue={state}>
            {webhookDeliveryStates.map((known) => (
              <option key={known} value={known}>
                {t(stateLabels[known])}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t('portal.staff.deliveries.show')}</Button>
      </form>
      <div ref={outcome} tabIndex={-1}>
        {error && (
          <p role="alert" className={css.error}>
            {error.message}
          </p>
        )}
        <p role="status">{notice}</p>
      </div>
      <StaffTable
        caption={t('portal.staff.deliveries.caption', { state: t(stateLabels[state]) })}
        columns={columns}
        rows={listed?.deliveries}
        rowKey={(delivery) => delivery.id}
        empty={t('portal.staff.deliveries.none')}
        pages={[
          listed?.next && {
            label: t('portal.staff.deliveries.older'),
            onMove: () => setBefore(listed.next ?? undefined),
          },
        ]}
      />
    </section>
  );
}
