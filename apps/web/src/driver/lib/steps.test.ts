import { describe, expect, it } from 'vitest';
import { afterPress, currentStep, type RideState, stepButtons } from './steps';

const buttons = (state: RideState) => stepButtons(state).map((b) => `${b.step}:${b.state}`);

describe('stepButtons', () => {
  it.each<[RideState, string[]]>([
    [
      { status: 'confirmed', progress: null },
      ['onTheWay:next', 'arrived:later', 'onBoard:later', 'completed:later'],
    ],
    [
      { status: 'requested', progress: 'onTheWay' },
      ['onTheWay:done', 'arrived:next', 'onBoard:later', 'completed:later'],
    ],
    [
      { status: 'confirmed', progress: 'arrived' },
      ['onTheWay:done', 'arrived:done', 'onBoard:next', 'completed:later', 'noShow:later'],
    ],
    [
      { status: 'confirmed', progress: 'onBoard' },
      ['onTheWay:done', 'arrived:done', 'onBoard:done', 'completed:next'],
    ],
    [{ status: 'completed', progress: 'onBoard' }, []],
    [{ status: 'noShow', progress: 'arrived' }, []],
    [{ status: 'cancelled', progress: null }, []],
    [{ status: 'declined', progress: null }, []],
    [{ status: 'expired', progress: null }, []],
  ])('%o', (state, expected) => {
    expect(buttons(state)).toEqual(expected);
  });
});

describe('afterPress and currentStep', () => {
  it('moves progress for the three steps and the status for the two endings', () => {
    const start: RideState = { status: 'confirmed', progress: null };
    const arrived = afterPress(afterPress(start, 'onTheWay'), 'arrived');
    expect(arrived).toEqual({ status: 'confirmed', progress: 'arrived' });
    expect(currentStep(arrived)).toBe('arrived');
    expect(afterPress(arrived, 'noShow')).toEqual({ status: 'noShow', progress: 'arrived' });
    expect(currentStep(afterPress(arrived, 'completed'))).toBe('completed');
    expect(currentStep(start)).toBeNull();
  });
});
