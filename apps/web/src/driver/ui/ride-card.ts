import type { DriverRide, DriverStatus } from '@spt/contracts';
import {
  currentStep,
  isCalledOff,
  isEnded,
  type RideState,
  type StepButton,
  stepButtons,
} from '../lib/steps';
import type { Texts } from '../lib/texts';
import { h, ICONS, icon } from './dom';

/** What the page knows about a ride beyond the server's answer. */
export interface RideView {
  ride: DriverRide;
  /** The state to show: the server's, with the presses still waiting to be sent applied. */
  state: RideState;
  /** Presses made offline, not sent yet. */
  waiting: boolean;
  /** A press is on its way to the server. */
  sending: boolean;
  /** Why the last press was refused, as a text for the driver. */
  error: string | null;
}

export interface RideActions {
  press: (reference: string, step: DriverStatus) => void;
  showSign: (text: string, name: string) => void;
}

/** A link to a map app, only for web addresses and `geo:` (never `javascript:` or the like). */
export function safeMapUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' || protocol === 'geo:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A `tel:` link for a phone number as stored (E.164, perhaps spaced), or null without one.
 *
 * @example
 * telUrl('+31 6 1234 5678') // 'tel:+31612345678'
 */
export function telUrl(phone: string | null): string | null {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return /\d{6,}/.test(digits) ? `tel:${digits}` : null;
}

/** The text on the sign the driver holds up: the booking's sign, else the passenger's name at arrivals. */
export function signText(ride: DriverRide): string | null {
  const text = ride.nameSign?.trim() || (ride.meetAtArrivals ? ride.passengerName?.trim() : '');
  return text || null;
}

const stepText = (texts: Texts, step: DriverStatus): string => texts.t.progress[step];

function place(label: string, name: string, detail: string | null, link: HTMLElement | null): HTMLElement {
  return h(
    'div',
    'place',
    h('dt', 'label', label),
    h('dd', {}, h('span', 'place-name', name), detail ? h('span', 'place-detail', detail) : null, link),
  );
}

function navigationLink(url: string | null, text: string, focusKey: string): HTMLElement | null {
  const href = safeMapUrl(url);
  if (!href) return null;
  return h(
    'a',
    {
      className: 'button button-secondary',
      attrs: { href, target: '_blank', rel: 'noopener noreferrer', 'data-focus': focusKey },
    },
    icon(ICONS.navigate),
    h('span', {}, text),
  );
}

function facts(ride: DriverRide, texts: Texts): HTMLElement | null {
  const { t, count, fill } = texts;
  const items: (string | HTMLElement)[] = [];
  if (ride.flightNumber) items.push(h('strong', {}, fill(t.ride.flight, { flight: ride.flightNumber })));
  if (ride.meetAtArrivals) items.push(h('strong', {}, t.ride.meetAtArrivals));
  if (ride.product === 'hourly' && ride.hours) items.push(count(t.ride.hourly, ride.hours));
  if (ride.product === 'tour' && ride.tour) items.push(fill(t.ride.tour, { tour: ride.tour }));
  items.push(count(t.ride.passengers, ride.passengers));
  if (ride.luggage > 0) items.push(count(t.ride.luggage, ride.luggage));
  if (ride.childSeats > 0) items.push(h('strong', {}, count(t.ride.childSeats, ride.childSeats)));
  if (ride.boosterSeats > 0) items.push(h('strong', {}, count(t.ride.boosterSeats, ride.boosterSeats)));
  return h(
    'ul',
    'facts',
    items.map((item) => h('li', {}, item)),
  );
}

function note(title: string, text: string | null, className: string): HTMLElement | null {
  if (!text?.trim()) return null;
  return h('div', `note ${className}`, h('h4', {}, title), h('p', {}, text));
}

/**
 * One step of the ride: a done step is a ticked line (nothing to press any more), the others are
 * buttons, the next one the most prominent.
 */
function stepControl(view: RideView, button: StepButton, texts: Texts, actions: RideActions): HTMLElement {
  const { reference } = view.ride;
  const label = stepText(texts, button.step);
  if (button.state === 'done') {
    return h(
      'li',
      'step-done',
      icon(ICONS.check),
      h('span', {}, label),
      ' ',
      h('span', 'visually-hidden', `(${texts.t.progress.done})`),
    );
  }
  const kind =
    button.step === 'noShow' ? 'step-no-show' : button.state === 'next' ? 'step-next' : 'step-later';
  return h(
    'li',
    'step-action',
    h(
      'button',
      {
        className: `button step ${kind}`,
        attrs: {
          type: 'button',
          // While a press is on its way the buttons stay focusable (focus stays put), but do nothing.
          'aria-disabled': view.sending ? 'true' : undefined,
          'data-focus': `${reference}:${button.step}`,
          'data-next': button.state === 'next' ? reference : undefined,
        },
        onClick: () => actions.press(reference, button.step),
      },
      h('span', {}, label),
    ),
  );
}

function progress(view: RideView, texts: Texts, actions: RideActions): HTMLElement {
  const { t, fill } = texts;
  const step = currentStep(view.state);
  const buttons = stepButtons(view.state);
  return h(
    'section',
    {
      className: 'progress',
      attrs: { 'aria-label': fill(t.progress.label, { reference: view.ride.reference }) },
    },
    h(
      'p',
      'progress-now',
      step ? fill(t.progress.now, { step: stepText(texts, step) }) : t.progress.notStarted,
      view.sending ? h('span', 'mark mark-sending', t.progress.sending) : null,
      view.waiting ? h('span', 'mark mark-waiting', icon(ICONS.clock), t.progress.waiting) : null,
    ),
    buttons.length > 0
      ? h(
          'ol',
          'steps',
          buttons.map((button) => stepControl(view, button, texts, actions)),
        )
      : isEnded(view.state.status)
        ? h('p', 'ended', t.ride.ended)
        : null,
    view.error ? h('p', 'ride-error', view.error) : null,
  );
}

function badges(view: RideView, texts: Texts): HTMLElement | null {
  const { t } = texts;
  const list: HTMLElement[] = [];
  const { status } = view.state;
  if (isCalledOff(status)) list.push(h('span', 'badge badge-off', t.ride.cancelled));
  else if (status === 'requested') list.push(h('span', 'badge badge-pending', t.ride.notConfirmed));
  else if (status === 'completed') list.push(h('span', 'badge badge-done', t.progress.completed));
  else if (status === 'noShow') list.push(h('span', 'badge badge-done', t.progress.noShow));
  return list.length > 0 ? h('p', 'badges', list) : null;
}

function title(id: string, time: string, reference: string): HTMLElement {
  return h(
    'h3',
    { className: 'ride-title', attrs: { id } },
    h('span', 'ride-time', time),
    ' ',
    h('span', 'ride-ref', reference),
  );
}

/**
 * One ride as a card: the time and pickup as its heading, the route with navigation links, what the
 * driver needs at the kerb (flight, seats, sign, passenger and their phone, notes), and the status
 * buttons. A called-off ride shows only what identifies it, struck through, with "do not drive".
 */
export function rideCard(view: RideView, texts: Texts, actions: RideActions): HTMLElement {
  const { ride } = view;
  const { t, fill } = texts;
  const id = `ride-${ride.reference}`;
  const calledOff = isCalledOff(view.state.status);
  const route = h(
    'dl',
    'route',
    place(
      t.ride.pickup,
      ride.pickup,
      ride.pickupDetail,
      calledOff
        ? null
        : navigationLink(ride.pickupMapUrl, t.ride.navigateToPickup, `${ride.reference}:pickup`),
    ),
    place(
      t.ride.destination,
      ride.destination || t.ride.noDestination,
      ride.destinationDetail,
      calledOff
        ? null
        : navigationLink(
            ride.destinationMapUrl,
            t.ride.navigateToDestination,
            `${ride.reference}:destination`,
          ),
    ),
  );
  const car =
    ride.unitLabel && ride.unitLabel !== ride.vehicleName
      ? `${ride.vehicleName} (${ride.unitLabel})`
      : ride.vehicleName;
  const vehicle = h('p', 'ride-vehicle', h('span', 'label', t.ride.vehicle), ' ', car);
  if (calledOff) {
    return h(
      'article',
      { className: 'ride ride-off', attrs: { 'aria-labelledby': id, 'data-reference': ride.reference } },
      h('div', 'struck', title(id, ride.time, ride.reference)),
      badges(view, texts),
      h('div', 'struck', vehicle, route),
    );
  }

  const sign = signText(ride);
  const phone = telUrl(ride.passengerPhone);
  const who = ride.passengerName?.trim() || null;
  return h(
    'article',
    {
      className: `ride${isEnded(view.state.status) ? ' ride-ended' : ''}`,
      attrs: { 'aria-labelledby': id, 'data-reference': ride.reference, tabindex: -1 },
    },
    title(id, ride.time, ride.reference),
    badges(view, texts),
    vehicle,
    route,
    facts(ride, texts),
    sign
      ? h(
          'div',
          'sign',
          h('p', 'label', t.ride.nameSign),
          h('p', 'sign-text', sign),
          h(
            'button',
            {
              className: 'button button-secondary',
              attrs: { type: 'button', 'data-focus': `${ride.reference}:sign` },
              onClick: () => actions.showSign(sign, who ?? sign),
            },
            icon(ICONS.sign),
            h('span', {}, t.ride.showNameSign),
          ),
        )
      : null,
    who || phone
      ? h(
          'div',
          'passenger',
          who ? h('p', {}, h('span', 'label', t.ride.passenger), ' ', h('strong', {}, who)) : null,
          phone
            ? h(
                'a',
                {
                  className: 'button button-call',
                  attrs: { href: phone, 'data-focus': `${ride.reference}:call` },
                },
                icon(ICONS.phone),
                h('span', {}, who ? fill(t.ride.call, { name: who }) : t.ride.callPassenger),
              )
            : null,
        )
      : null,
    note(t.ride.customerNotes, ride.notes, 'note-customer'),
    note(t.ride.internalNote, ride.internalNote, 'note-internal'),
    progress(view, texts, actions),
  );
}

/** A ride taken off this driver or cancelled: only its reference and time, struck through, and why. */
export function removedCard(
  removed: { reference: string; time: string; reason: 'cancelled' | 'reassigned' },
  texts: Texts,
): HTMLElement {
  const id = `removed-${removed.reference}`;
  return h(
    'article',
    { className: 'ride ride-off', attrs: { 'aria-labelledby': id, 'data-reference': removed.reference } },
    h('div', 'struck', title(id, removed.time, removed.reference)),
    h(
      'p',
      'badges',
      h(
        'span',
        'badge badge-off',
        removed.reason === 'cancelled' ? texts.t.ride.cancelled : texts.t.ride.removed,
      ),
    ),
  );
}
