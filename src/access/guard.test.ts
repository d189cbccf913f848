import { NOT_AUTHORIZED_MESSAGE, createRouteGuard } from './guard';
import { computeSlots } from '../../schemas/access/slots';

const teacher = computeSlots({ abilities: ['Time Table'], roleName: 'Teacher' });
const admin = computeSlots({ abilities: [], roleName: 'Admin' });
const denied = { requiredSlot: 154, state: teacher };
const allowed = { requiredSlot: 153, state: teacher };

describe('route guard: who passes', () => {
  it.each([
    ['the slot is held', { requiredSlot: 153, state: teacher }, true],
    ['any of several slots is held', { requiredSlot: [154, 153], state: teacher }, true],
    ['the slot is missing', { requiredSlot: 154, state: teacher }, false],
    ['the Admin role, without the slot', { requiredSlot: 154, state: admin }, true],
    ['the admin role in another case', { requiredSlot: 154, state: teacher, roleName: 'ADMIN' }, true],
    ['no access check', { requiredSlot: 154, noAccessCheck: true, state: teacher }, true],
    ['no slot required', { state: teacher }, true],
    ['admin-only page, Admin role', { adminOnly: true, state: admin }, true],
    ['admin-only page, wildcard but not Admin', {
      adminOnly: true,
      state: computeSlots({ abilities: ['*'], roleName: 'Support Admin' }),
    }, false],
  ])('%s', (_label, input, expected) => {
    expect(createRouteGuard().check(input).allowed).toBe(expected);
  });
});

describe('route guard: the message counter', () => {
  it('shows the message on the first denial', () => {
    expect(createRouteGuard().check(denied)).toEqual({ allowed: false, message: NOT_AUTHORIZED_MESSAGE });
    expect(NOT_AUTHORIZED_MESSAGE).toBe('Not authorized to use this module.');
  });

  it('is silent on a second consecutive denial, and toggles back on the third', () => {
    const guard = createRouteGuard();
    expect(guard.check(denied).message).toBe(NOT_AUTHORIZED_MESSAGE);
    expect(guard.check(denied)).toEqual({ allowed: false });
    expect(guard.check(denied).message).toBe(NOT_AUTHORIZED_MESSAGE);
  });

  it('an allowed navigation resets it', () => {
    const guard = createRouteGuard();
    guard.check(denied);
    expect(guard.check(allowed)).toEqual({ allowed: true });
    expect(guard.check(denied).message).toBe(NOT_AUTHORIZED_MESSAGE);
  });

  it('reset() forgets an earlier denial', () => {
    const guard = createRouteGuard();
    guard.check(denied);
    guard.reset();
    expect(guard.check(denied).message).toBe(NOT_AUTHORIZED_MESSAGE);
  });

  it('each guard keeps its own counter', () => {
    const first = createRouteGuard();
    first.check(denied);
    expect(createRouteGuard().check(denied).message).toBe(NOT_AUTHORIZED_MESSAGE);
  });
});
