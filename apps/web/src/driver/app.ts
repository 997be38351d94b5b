import type { DriverRide, DriverRidesResponse, DriverStatus } from '@spt/contracts';
import { DriverRidesResponseSchema } from '@spt/contracts';
import { z } from 'zod';
import {
  type DeadLinkReason,
  DriverApiError,
  type DriverStatusResponse,
  fetchRides,
  isDeadLink,
  sendStatus,
} from './lib/api';
import { amsterdamClock, amsterdamDays, formatDay } from './lib/dates';
import { flushQueue, loadQueue, pendingFor, type QueuedPress, saveQueue } from './lib/queue';
import { afterPress, type RideState } from './lib/steps';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './lib/storage';
import { browserLanguage, type Language, type Texts, textsFor } from './lib/texts';
import { forgetDriver, takeToken } from './lib/token';
import { h, ICONS, icon } from './ui/dom';
import { createNameSignView } from './ui/name-sign';
import { type RideView, removedCard, rideCard } from './ui/ride-card';

/** How often the rides are fetched again while the page is open and the phone online. */
export const REFRESH_MS = 60_000;

/** The last answer of the server, kept for when the network is gone. */
const CachedRidesSchema = z.object({ savedAt: z.number(), answer: DriverRidesResponseSchema });

export interface DriverAppOptions {
  root: HTMLElement;
  storage: Storage | null;
  /** The clock (tests move it). */
  now?: () => number;
  refreshMs?: number;
  /** Whether the browser believes it is online (navigator.onLine). */
  online?: () => boolean;
}

export interface DriverApp {
  /** Sends waiting presses, then fetches the rides again. */
  refresh: () => Promise<void>;
  /** Stops the timer and the listeners. */
  stop: () => void;
}

type Problem = 'offline' | 'internal' | null;

/**
 * The driver's page: reads the private link's token, shows the last known rides at once, fetches
 * them (and again every minute while online), sends status presses, keeps presses made offline in
 * order and sends them when the phone is back online. Rendering is plain DOM: the page's frame is made
 * once, the rides are drawn again when what they show changed, and the focused control keeps focus.
 */
export function startDriverApp(options: DriverAppOptions): DriverApp {
  const { root, storage } = options;
  const now = options.now ?? Date.now;
  const online = options.online ?? (() => navigator.onLine);

  let token = takeToken(window, storage);
  const cached = token ? readStored(storage, STORAGE_KEYS.rides, CachedRidesSchema) : null;
  let answer: DriverRidesResponse | null = cached?.answer ?? null;
  let updatedAt: number | null = cached?.savedAt ?? null;
  let queue: QueuedPress[] = token ? loadQueue(storage) : [];
  let problem: Problem = null;
  let loading = false;
  /** Why the link stopped working, once it has. */
  let dead: DeadLinkReason | null = null;
  const sending = new Set<string>();
  const rideErrors = new Map<string, string>();
  /** When the server last answered a press per ride: a refresh begun before keeps that answer. */
  const pressAnsweredAt = new Map<string, number>();
  let texts: Texts = textsFor(answer?.driver.language ?? browserLanguage(navigator.languages));

  // The frame: made once, its texts set on every render.
  const brand = h('p', 'brand');
  const heading = h('h1', {});
  const subtitle = h('p', 'subtitle');
  const updated = h('p', 'updated');
  const refreshButton = h('button', {
    className: 'button button-quiet',
    attrs: { type: 'button' },
    onClick: () => void refresh(),
  });
  const banners = h('div', { className: 'banners', attrs: { role: 'status' } });
  const main = h('main', { attrs: { id: 'main', tabindex: -1 } });
  const polite = h('div', {
    className: 'visually-hidden',
    attrs: { 'aria-live': 'polite', 'aria-atomic': 'true' },
  });
  const assertive = h('div', {
    className: 'visually-hidden',
    attrs: { role: 'alert', 'aria-atomic': 'true' },
  });
  const signView = createNameSignView(() => texts);
  const bar = h('div', 'bar', updated, refreshButton);
  // The connection's state belongs to the page's banner (every part of the page is in a landmark).
  root.replaceChildren(
    h('header', {}, h('div', 'top', brand, heading, subtitle), bar, banners),
    main,
    polite,
    assertive,
    signView.element,
  );

  /** Says something to screen readers (and nothing to anyone else: the page shows it too). */
  function announce(message: string, urgent = false) {
    const region = urgent ? assertive : polite;
    region.textContent = '';
    // A change of text after emptying is what screen readers announce, even for the same message twice.
    window.setTimeout(() => {
      region.textContent = message;
    }, 50);
  }

  function setLanguage(language: Language) {
    if (texts.language !== language) texts = textsFor(language);
    document.documentElement.lang = language;
  }

  function saveCache() {
    if (answer && updatedAt !== null)
      writeStored(storage, STORAGE_KEYS.rides, { savedAt: updatedAt, answer });
  }

  function errorText(error: unknown, ride: DriverRide | undefined): string {
    const { t, fill } = texts;
    const code = error instanceof DriverApiError ? error.code : 'internal';
    if (code === 'notYetPickedUp') return fill(t.errors.notYetPickedUp, { time: ride?.time ?? '' });
    if (
      code === 'transitionNotAllowed' ||
      code === 'notFound' ||
      code === 'rateLimited' ||
      code === 'network'
    )
      return t.errors[code];
    return t.errors.internal;
  }

  function stateOf(ride: DriverRide): RideState {
    return pendingFor(queue, ride.reference).reduce<RideState>(
      (state, press) => afterPress(state, press.status),
      {
        status: ride.status,
        progress: ride.progress,
      },
    );
  }

  function applyAnswer(reference: string, result: DriverStatusResponse) {
    pressAnsweredAt.set(reference, now());
    if (!answer) return;
    answer = {
      ...answer,
      rides: answer.rides.map((ride) =>
        ride.reference === reference ? { ...ride, status: result.status, progress: result.progress } : ride,
      ),
    };
    saveCache();
  }

  function linkDied(reason: DeadLinkReason) {
    dead = reason;
    forgetDriver(storage);
    token = null;
    answer = null;
    updatedAt = null;
    queue = [];
    announce(texts.t.errors[reason], true);
  }

  // --- drawing -------------------------------------------------------------------------------------

  const actions = {
    press: (reference: string, step: DriverStatus) => void press(reference, step),
    showSign: (text: string, name: string) => signView.open(text, name),
  };

  function daySection(key: 'today' | 'tomorrow', date: string): HTMLElement {
    const { t } = texts;
    const id = `day-${key}`;
    const rides = (answer?.rides ?? []).filter((ride) => ride.date === date);
    const shown = new Set(rides.map((ride) => ride.reference));
    const removed = (answer?.removed ?? []).filter((r) => r.date === date && !shown.has(r.reference));
    const cards = [
      ...rides.map((ride) => ({
        time: ride.time,
        element: rideCard(
          {
            ride,
            state: stateOf(ride),
            waiting: pendingFor(queue, ride.reference).length > 0,
            sending: sending.has(ride.reference),
            error: rideErrors.get(ride.reference) ?? null,
          } satisfies RideView,
          texts,
          actions,
        ),
      })),
      ...removed.map((r) => ({ time: r.time, element: removedCard(r, texts) })),
    ].sort((a, b) => a.time.localeCompare(b.time));
    return h(
      'section',
      { className: 'day', attrs: { 'aria-labelledby': id } },
      h(
        'h2',
        { attrs: { id } },
        h('span', {}, t.days[key]),
        ' ',
        h('span', 'day-date', formatDay(date, texts.locale)),
      ),
      cards.length > 0
        ? h(
            'ul',
            'rides',
            cards.map((card) => h('li', {}, card.element)),
          )
        : h('p', 'empty', t.days.none),
    );
  }

  function notice(title: string, text: string): HTMLElement {
    return h('section', 'notice', h('h2', {}, title), h('p', {}, text));
  }

  function mainContent(): HTMLElement[] {
    const { t } = texts;
    if (dead) return [notice(t.noLink.title, t.errors[dead])];
    if (!token) return [notice(t.noLink.title, t.noLink.text)];
    if (!answer) {
      if (problem === 'offline') return [h('p', 'empty', t.connection.offlineNothing)];
      if (problem === 'internal') return [h('p', 'empty', t.errors.internal)];
      return [h('p', 'empty', t.connection.loading)];
    }
    const { today, tomorrow } = amsterdamDays(new Date(now()));
    return [daySection('today', today), daySection('tomorrow', tomorrow)];
  }

  // The page's description, in the driver's language as the title is (the page is noindex; a browser's
  // tab list and a shared link show it).
  const description =
    document.querySelector<HTMLMetaElement>('meta[name="description"]') ??
    document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'description' }));
  let lastDrawn = '';
  function render() {
    const { t, fill } = texts;
    document.title = fill(t.meta.title);
    description.content = t.meta.description;
    brand.textContent = fill('{{company}}');
    heading.textContent = answer ? fill(t.header.title, { name: answer.driver.name }) : t.header.titleNoName;
    subtitle.textContent = t.header.subtitle;
    bar.hidden = !token;
    updated.textContent =
      updatedAt !== null ? fill(t.connection.updated, { time: amsterdamClock(updatedAt) }) : '';
    refreshButton.replaceChildren(
      icon(ICONS.refresh),
      h('span', {}, loading ? t.connection.refreshing : t.connection.refresh),
    );
    refreshButton.disabled = loading;

    const bannerTexts: [string, string][] = [];
    if (token && problem === 'offline' && updatedAt !== null)
      bannerTexts.push(['banner-offline', fill(t.connection.offline, { time: amsterdamClock(updatedAt) })]);
    if (token && problem === 'internal' && answer) bannerTexts.push(['banner-offline', t.errors.internal]);
    if (queue.length > 0)
      bannerTexts.push(['banner-waiting', texts.count(t.connection.waiting, queue.length)]);
    const bannerKey = JSON.stringify(bannerTexts);
    if (banners.dataset.key !== bannerKey) {
      banners.dataset.key = bannerKey;
      banners.replaceChildren(...bannerTexts.map(([className, text]) => h('p', `banner ${className}`, text)));
    }

    // The rides are drawn again only when what they show changed (not for the clock of "Updated").
    const drawnKey = JSON.stringify([
      texts.language,
      dead,
      token !== null,
      problem,
      answer,
      queue,
      [...sending],
      [...rideErrors],
      answer ? amsterdamDays(new Date(now())).today : '',
    ]);
    if (drawnKey === lastDrawn) return;
    lastDrawn = drawnKey;
    const active = document.activeElement;
    const focusKey =
      active instanceof HTMLElement && main.contains(active) ? active.dataset.focus : undefined;
    main.replaceChildren(...mainContent());
    if (focusKey) restoreFocus(focusKey);
  }

  /** Focus back on the control the driver used; if it is gone or done, on the ride's next step. */
  function restoreFocus(focusKey: string) {
    const reference = focusKey.slice(0, focusKey.lastIndexOf(':'));
    const enabled = (element: HTMLElement) => !(element instanceof HTMLButtonElement && element.disabled);
    const all = [
      ...main.querySelectorAll<HTMLElement>('[data-focus], [data-next], [data-reference][tabindex]'),
    ];
    const target =
      all.find((element) => element.dataset.focus === focusKey && enabled(element)) ??
      all.find((element) => element.dataset.next === reference && enabled(element)) ??
      all.find((element) => element.dataset.reference === reference && element.hasAttribute('tabindex'));
    target?.focus({ preventScroll: true });
  }

  // --- talking to the server -----------------------------------------------------------------------

  let flushing: Promise<void> | null = null;
  function flush(): Promise<void> {
    if (flushing) return flushing;
    const currentToken = token;
    if (!currentToken || queue.length === 0) return Promise.resolve();
    flushing = (async () => {
      // Until everything is sent: presses made while a batch was on its way follow in a next one.
      while (queue.length > 0 && token === currentToken) {
        const batch = [...queue];
        const result = await flushQueue(batch, (p) => sendStatus(currentToken, p.reference, p.status));
        queue = [...result.remaining, ...queue.slice(batch.length)];
        for (const { press, answer: sent } of result.sent) applyAnswer(press.reference, sent);
        for (const { press, error } of result.refused) {
          const ride = answer?.rides.find((r) => r.reference === press.reference);
          rideErrors.set(press.reference, errorText(error, ride));
          announce(`${press.reference}: ${errorText(error, ride)}`, true);
        }
        const last = result.sent.at(-1);
        if (last)
          announce(
            texts.fill(texts.t.progress.sent, {
              reference: last.press.reference,
              step: texts.t.progress[last.press.status],
            }),
          );
        if (result.deadLink) {
          linkDied(isDeadLink(result.stoppedBy) ? result.stoppedBy.code : 'linkNotValid');
          break;
        }
        saveQueue(storage, queue);
        if (result.stoppedBy) {
          problem = result.stoppedBy.isNetwork ? 'offline' : 'internal';
          break;
        }
      }
      render();
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  function enqueue(reference: string, step: DriverStatus) {
    queue = [...queue, { reference, status: step, pressedAt: now() }];
    saveQueue(storage, queue);
    announce(texts.fill(texts.t.progress.queued, { reference, step: texts.t.progress[step] }));
  }

  async function press(reference: string, step: DriverStatus) {
    const currentToken = token;
    if (!currentToken || sending.has(reference)) return;
    rideErrors.delete(reference);
    // Behind presses still waiting, or without a network: queued, so the order holds.
    if (queue.length > 0 || !online()) {
      enqueue(reference, step);
      if (!online()) problem = 'offline';
      render();
      if (online()) await flush();
      return;
    }
    sending.add(reference);
    render();
    try {
      const result = await sendStatus(currentToken, reference, step);
      applyAnswer(reference, result);
      announce(texts.fill(texts.t.progress.sent, { reference, step: texts.t.progress[step] }));
    } catch (error) {
      if (error instanceof DriverApiError && error.isNetwork) {
        problem = 'offline';
        enqueue(reference, step);
      } else if (isDeadLink(error)) {
        linkDied(error.code);
      } else {
        const ride = answer?.rides.find((r) => r.reference === reference);
        rideErrors.set(reference, errorText(error, ride));
        announce(`${reference}: ${errorText(error, ride)}`, true);
      }
    } finally {
      sending.delete(reference);
      render();
    }
  }

  let refreshing: Promise<void> | null = null;
  function refresh(): Promise<void> {
    if (refreshing) return refreshing;
    refreshing = (async () => {
      if (!token || dead) return;
      loading = true;
      render();
      await flush();
      const currentToken = token;
      if (!currentToken) return;
      const startedAt = now();
      try {
        const fresh = await fetchRides(currentToken);
        // A press the server answered while this was on its way is newer than this answer.
        const kept = new Map(
          (answer?.rides ?? [])
            .filter((ride) => (pressAnsweredAt.get(ride.reference) ?? 0) >= startedAt)
            .map((ride) => [ride.reference, ride]),
        );
        answer = { ...fresh, rides: fresh.rides.map((ride) => kept.get(ride.reference) ?? ride) };
        updatedAt = now();
        problem = null;
        setLanguage(fresh.driver.language);
        saveCache();
      } catch (error) {
        if (isDeadLink(error)) linkDied(error.code);
        else problem = error instanceof DriverApiError && error.isNetwork ? 'offline' : 'internal';
      }
    })().finally(() => {
      loading = false;
      refreshing = null;
      render();
    });
    return refreshing;
  }

  // --- start ---------------------------------------------------------------------------------------

  setLanguage(texts.language);
  render();
  if (!token) removeStored(storage, STORAGE_KEYS.rides, STORAGE_KEYS.queue);

  const onOnline = () => void refresh();
  const onOffline = () => {
    problem = 'offline';
    render();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && online()) void refresh();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => {
    if (online()) void refresh();
    else render();
  }, options.refreshMs ?? REFRESH_MS);
  void refresh();

  return {
    refresh,
    stop: () => {
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
