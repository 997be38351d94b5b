import type { BookingStatus, DriverProgress, DriverStatus } from '@spt/contracts';

/** The steps of a ride in the order a driver presses them; `noShow` stands apart, after arrival. */
export const STEP_ORDER = [
  'onTheWay',
  'arrived',
  'onBoard',
  'completed',
] as const satisfies readonly DriverStatus[];

/** Where a ride stands: its booking status and the driver's latest progress. */
export interface RideState {
  status: BookingStatus;
  progress: DriverProgress | null;
}

/** Statuses of a ride the driver must not drive (any more): the office or the customer called it off. */
const CALLED_OFF: readonly BookingStatus[] = ['cancelled', 'declined', 'expired'];
/** Statuses the driver's own presses end a ride with. */
const ENDED: readonly BookingStatus[] = ['completed', 'noShow'];

export const isCalledOff = (status: BookingStatus): boolean => CALLED_OFF.includes(status);
export const isEnded = (status: BookingStatus): boolean => ENDED.includes(status);

/**
 * A ride's state after a press: progress for the three progress steps, the status for the two that end
 * the ride (what the server answers when it accepts the press; shown at once for a press made offline).
 *
 * @example
 * afterPress({ status: 'confirmed', progress: 'arrived' }, 'noShow') // { status: 'noShow', progress: 'arrived' }
 */
export function afterPress(state: RideState, pressed: DriverStatus): RideState {
  if (pressed === 'completed' || pressed === 'noShow') return { status: pressed, progress: state.progress };
  return { status: state.status, progress: pressed };
}

export type StepState = 'done' | 'next' | 'later';
export interface StepButton {
  step: DriverStatus;
  state: StepState;
}

/**
 * The buttons of a ride: the four steps in order, each done, next (the one to press now) or later (a
 * driver who forgot a step may skip it; the server judges), and No-show once the driver has arrived
 * and the passenger is not on board. None for a ride that ended or was called off.
 *
 * @example
 * stepButtons({ status: 'confirmed', progress: 'arrived' }).map((b) => `${b.step}:${b.state}`)
 * // ['onTheWay:done', 'arrived:done', 'onBoard:next', 'completed:later', 'noShow:later']
 */
export function stepButtons(state: RideState): StepButton[] {
  if (isEnded(state.status) || isCalledOff(state.status)) return [];
  const reached = state.progress ? STEP_ORDER.indexOf(state.progress) : -1;
  const buttons: StepButton[] = STEP_ORDER.map((step, index) => ({
    step,
    state: index <= reached ? 'done' : index === reached + 1 ? 'next' : 'later',
  }));
  if (state.progress === 'arrived') buttons.push({ step: 'noShow', state: 'later' });
  return buttons;
}

/** The step a ride has reached, for "Now: …" (the ending status when it ended), or null. */
export function currentStep(state: RideState): DriverStatus | null {
  if (state.status === 'completed' || state.status === 'noShow') return state.status;
  return state.progress;
}
