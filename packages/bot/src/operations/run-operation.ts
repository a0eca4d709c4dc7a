import { PbxApiError } from '@centralino/client';
import { accountView } from '../features/account/account.view.js';
import { alertsOverview, runAlertOperation } from '../features/alerts/alert-operations.js';
import {
  blacklistAddedView,
  blacklistCreatedView,
  blacklistDetailView,
  blacklistListView,
  blacklistPickView,
  blacklistRemovedView,
  blacklistUpdatedView,
} from '../features/blacklist/blacklist.view.js';
import { bookedView, bookFormModal, bookSlotsView } from '../features/book/book.view.js';
import { bookTypesView } from '../features/book/book-choices.view.js';
import { callStartedView } from '../features/call/call.view.js';
import { CALLS_PER_PAGE, inboundCallsView, outboundCallsView } from '../features/calls/calls.view.js';
import { contactView } from '../features/contact/contact.view.js';
import { extensionLinkedView, extensionListView, extensionStatusView } from '../features/ext/ext.view.js';
import { queueDetailView } from '../features/queue/queue-detail.view.js';
import { queueListView } from '../features/queue/queue-list.view.js';
import { queueLiveListView, queueLiveView } from '../features/queue/queue-live.view.js';
import { switchView } from '../features/switch/switch.view.js';
import { voipView } from '../features/voip/voip.view.js';
import { localDay } from '../limiter/local-day.js';
import { cacheArea, cacheKey } from '../redis/keys.js';
import type { SlackMessage } from '../views/blocks.js';
import type { Operation } from './operation.schema.js';
import { type OperationContext, type OperationResult, read, write } from './operation-context.js';
import { wayOn } from './way-on.js';

/** How long reads are cached: live state briefly, configuration for a minute. */
export const cacheTtlMs = {
  live: 3000,
  recent: 10_000,
  config: 60_000,
} as const;

const shown = (message: SlackMessage, shareable = true): OperationResult => ({
  kind: 'message',
  message,
  shareable,
});

/**
 * Runs one operation against the account's PBX API and renders the answer. Reads are coalesced and cached
 * (see {@link read}); writes are guarded and invalidate the reads they make stale (see {@link write}).
 * @see pbx-api-reference.md#endpoints
 */
export async function runOperation(ctx: OperationContext, op: Operation): Promise<OperationResult> {
  try {
    return await runOnce(ctx, op);
  } catch (error) {
    const way = await wayOn(ctx, op, error);
    if (way) return way;
    throw error;
  }
}

async function runOnce(ctx: OperationContext, op: Operation): Promise<OperationResult> {
  const { account, locale } = ctx;
  const id = account.id;
  // reads more than one operation makes: one cache key, TTL and call each
  const blacklists = () =>
    read(ctx, cacheKey(id, 'blacklists', 'list'), cacheTtlMs.config, 'listBlacklists', (c) =>
      c.blacklists.list(),
    );
  const calendarEvents = () =>
    read(ctx, cacheKey(id, 'calendar', 'events'), cacheTtlMs.config, 'listEvents', (c) =>
      c.calendar.events(),
    );
  const availability = (event: string, date: string) =>
    read(
      ctx,
      cacheKey(id, 'calendar', 'availability', event, date),
      cacheTtlMs.recent,
      'getAvailability',
      (c) => c.calendar.availability({ event, date }),
    );
  switch (op.type) {
    case 'queue.list': {
      const res = await read(ctx, cacheKey(id, 'queues', 'list'), cacheTtlMs.config, 'listQueues', (c) =>
        c.queues.list(),
      );
      return shown(queueListView(res.data, op.page, locale));
    }
    case 'queue.detail': {
      const res = await read(
        ctx,
        cacheKey(id, 'queues', 'detail', op.name),
        cacheTtlMs.recent,
        'getQueue',
        (c) => c.queues.get(op.name),
      );
      return shown(queueDetailView(res.data, locale));
    }
    case 'queue.live': {
      if (op.name !== undefined) {
        const name = op.name;
        const res = await read(
          ctx,
          cacheKey(id, 'queues', 'live', name),
          cacheTtlMs.live,
          'getQueueLive',
          (c) => c.queues.live(name),
        );
        return shown(queueLiveView(res.data, locale));
      }
      // the reading is a free sample for the live queue alerts too
      const res = await read(
        ctx,
        cacheKey(id, 'queues', 'live'),
        cacheTtlMs.live,
        'listQueuesLive',
        async (c) => {
          const live = await c.queues.live();
          await ctx.services.alerts?.offerSample(id, live.data, Date.now()).catch(() => {});
          return live;
        },
      );
      return shown(queueLiveListView(res.data, op.page, locale));
    }
    case 'blacklist.list': {
      const res = await blacklists();
      return shown(blacklistListView(res.data, op.page, locale));
    }
    case 'blacklist.show': {
      const res = await read(
        ctx,
        cacheKey(id, 'blacklists', 'show', op.name),
        cacheTtlMs.config,
        'getBlacklist',
        (c) => c.blacklists.get(op.name),
      );
      return shown(blacklistDetailView(res.data, op.page, locale));
    }
    case 'blacklist.create': {
      const res = await write(ctx, 'createBlacklist', [cacheArea(id, 'blacklists')], (c) =>
        c.blacklists.create(op.name),
      );
      return shown(blacklistCreatedView(res.data, locale), false);
    }
    case 'blacklist.add': {
      const body = {
        number: op.number,
        ...(op.description === undefined ? {} : { description: op.description }),
      };
      const res = await write(ctx, 'addBlacklistNumber', [cacheArea(id, 'blacklists')], (c) =>
        c.blacklists.addNumber(op.name, body),
      );
      return shown(blacklistAddedView(op.name, res.data, locale), false);
    }
    case 'blacklist.block': {
      const body = {
        number: op.number,
        ...(op.description === undefined ? {} : { description: op.description }),
      };
      try {
        const res = await write(ctx, 'addBlacklistNumber', [cacheArea(id, 'blacklists')], (c) =>
          c.blacklists.addNumber(op.name, body),
        );
        return shown(blacklistAddedView(op.name, res.data, locale), false);
      } catch (error) {
        if (!(error instanceof PbxApiError) || error.status !== 404) throw error;
        // the configured blacklist does not exist: offer the account's own
        const lists = await blacklists();
        return shown(blacklistPickView(op.number, op.name, lists.data, locale), false);
      }
    }
    case 'blacklist.edit': {
      const body = {
        ...(op.number === undefined ? {} : { number: op.number }),
        ...(op.description === undefined ? {} : { description: op.description }),
      };
      const res = await write(ctx, 'updateBlacklistNumber', [cacheArea(id, 'blacklists')], (c) =>
        c.blacklists.updateNumber(op.name, op.id, body),
      );
      return shown(blacklistUpdatedView(op.name, res.data, locale), false);
    }
    case 'blacklist.remove': {
      await write(ctx, 'deleteBlacklistNumber', [cacheArea(id, 'blacklists')], (c) =>
        c.blacklists.deleteNumber(op.name, op.id),
      );
      return shown(blacklistRemovedView(op.name, op.id, locale), false);
    }
    case 'calls.list': {
      const filter = {
        limit: CALLS_PER_PAGE,
        ...(op.date === undefined ? {} : { date: op.date }),
        ...(op.search === undefined ? {} : { search: op.search }),
      };
      const key = cacheKey(id, 'calls', op.direction, op.date ?? 'recent', op.search ?? '', op.page);
      const buttons = {
        extension: await ctx.services.links.get(ctx.userId),
        blockList: account.block_blacklist,
      };
      if (op.direction === 'in') {
        const res = await read(ctx, key, cacheTtlMs.recent, 'listInboundCalls', (c) =>
          c.calls.inboundPage(filter, op.page),
        );
        return shown(inboundCallsView(res, op, buttons, locale));
      }
      const res = await read(ctx, key, cacheTtlMs.recent, 'listOutboundCalls', (c) =>
        c.calls.outboundPage(filter, op.page),
      );
      return shown(outboundCallsView(res, op, buttons, locale));
    }
    case 'ext.status': {
      if (op.number !== undefined) {
        const number = op.number;
        const res = await read(
          ctx,
          cacheKey(id, 'ext', 'status', number),
          cacheTtlMs.live,
          'getExtensionStatus',
          (c) => c.extensions.status(number),
        );
        return shown(extensionStatusView(res.data, locale));
      }
      const res = await read(
        ctx,
        cacheKey(id, 'ext', 'status'),
        cacheTtlMs.live,
        'listExtensionStatuses',
        (c) => c.extensions.statuses(),
      );
      return shown(extensionListView(res, op.page, locale));
    }
    case 'ext.link': {
      const res = await read(
        ctx,
        cacheKey(id, 'ext', 'detail', op.number),
        cacheTtlMs.config,
        'getExtension',
        (c) => c.extensions.get(op.number),
      );
      await ctx.services.links.set(ctx.userId, res.data.internal_number);
      return shown(extensionLinkedView(res.data, locale), false);
    }
    case 'voip.status': {
      const res = await read(ctx, cacheKey(id, 'voip', 'status'), cacheTtlMs.live, 'listVoipStatus', (c) =>
        c.voip.status(),
      );
      return shown(voipView(res, op.page, locale));
    }
    case 'switch.show': {
      const res = await read(ctx, cacheKey(id, 'switch', op.id), cacheTtlMs.recent, 'getSwitch', (c) =>
        c.switches.get(op.id),
      );
      return shown(switchView(res.data, locale));
    }
    case 'contact.show': {
      const res = await read(ctx, cacheKey(id, 'contacts', op.id), cacheTtlMs.config, 'getContact', (c) =>
        c.contacts.get(op.id),
      );
      return shown(contactView(res.data, locale));
    }
    case 'contact.set': {
      const res = await write(ctx, 'updateContact', [cacheArea(id, 'contacts')], (c) =>
        c.contacts.update(op.id, op.changes),
      );
      return shown(contactView(res.data, locale, true), false);
    }
    case 'call.originate': {
      const res = await write(ctx, 'originateCall', [], (c) =>
        c.calls.originate({ extension: op.extension, number: op.number }),
      );
      return shown(callStartedView(res.data, locale), false);
    }
    case 'account.show': {
      const res = await read(ctx, cacheKey(id, 'account'), cacheTtlMs.live, 'getAccount', (c) =>
        c.account.get(),
      );
      const alerts = ctx.services.alerts;
      const [budget, waiting, overview] = await Promise.all([
        ctx.services.budget.snapshot(id),
        ctx.services.waitingCount(id),
        alerts ? alertsOverview(alerts, id) : undefined,
      ]);
      return shown(
        accountView(
          { account: res.data, budget, waiting, ...(overview ? { alerts: overview } : {}) },
          locale,
        ),
        false,
      );
    }
    case 'alert.add':
    case 'alert.list':
    case 'alert.remove':
    case 'alert.pause': {
      return runAlertOperation(ctx, op);
    }
    case 'book.slots': {
      if (op.event === undefined) {
        const events = await calendarEvents();
        return shown(bookTypesView(events.data, op.date, locale), false);
      }
      const event = op.event;
      const date = op.date ?? localDay(Date.now(), account.time_zone).date;
      const res = await availability(event, date);
      return shown(bookSlotsView(event, date, res.data, locale));
    }
    case 'book.create': {
      const body = {
        event: op.event,
        date: op.date,
        time: op.time,
        name: op.name,
        ...(op.calendar === undefined ? {} : { calendar: op.calendar }),
        ...(op.phone === undefined ? {} : { phone: op.phone }),
        ...(op.notes === undefined ? {} : { notes: op.notes }),
      };
      const res = await write(ctx, 'createBooking', [cacheArea(id, 'calendar')], (c) =>
        c.calendar.book(body, { idempotencyKey: op.idempotencyKey }),
      );
      return shown(bookedView(res.data, res.created, locale), false);
    }
    case 'book.form': {
      const events = await calendarEvents();
      const date = op.date ?? localDay(Date.now(), account.time_zone).date;
      const metadata = { accountId: id, channelId: ctx.channelId ?? '', locale };
      const event = op.event;
      if (event === undefined || !events.data.some((e) => e.slug === event) || op.dateIssue) {
        const state = {
          events: events.data,
          date,
          ...(event === undefined ? {} : { event }),
          ...(op.dateIssue ? { dateIssue: op.dateIssue } : {}),
        };
        return { kind: 'modal', view: bookFormModal(state, locale, metadata) };
      }
      const slots = await availability(event, date);
      return {
        kind: 'modal',
        view: bookFormModal({ events: events.data, event, date, slots: slots.data }, locale, metadata),
      };
    }
  }
}
