import { EMAIL_MESSAGE, MOBILE_MESSAGE } from '../../schemas';
import { checkContact } from './contactRules';

describe('checkContact', () => {
  it.each([
    ['email', 'asha.verma@example.in', { ok: true, value: 'asha.verma@example.in' }],
    ['email', 'asha@example', { ok: false, message: `Email ${EMAIL_MESSAGE}` }],
    ['email', '  ', { ok: false, message: 'Please enter the email.' }],
    ['mobile', '+91 98765-43210', { ok: true, value: '+919876543210' }],
    ['mobile', '12345', { ok: false, message: `Mobile ${MOBILE_MESSAGE}` }],
  ] as const)('%s %j', (field, raw, expected) => {
    expect(checkContact(field, raw)).toEqual(expected);
  });
});
