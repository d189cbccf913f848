import { crpStudents } from '../students';
import { maskEmail, maskMobile, maskValue, maskedFields } from './mask';

describe('maskEmail', () => {
  it.each([
    ['rahul.sharma@gmail.com', 'ra**********@gmail.com'],
    ['ab@x.io', 'a*@x.io'],
    ['a@x.io', 'a@x.io'],
    ['broken', '******'],
  ])('%s → %s', (value, expected) => {
    expect(maskEmail(value)).toBe(expected);
  });
});

describe('maskMobile', () => {
  it.each([
    ['9876543210', '******3210'],
    ['+919876543210', '+********3210'],
    ['1234', '****'],
  ])('%s → %s', (value, expected) => {
    expect(maskMobile(value)).toBe(expected);
  });
});

describe('maskValue', () => {
  const byKey = (key: string) => crpStudents.fields.find((f) => f.key === key)!;

  it('masks the email and mobile fields and nothing else', () => {
    expect(maskedFields(crpStudents).map((f) => [f.key, f.maskFlag])).toEqual([
      ['emailId', 'emailMasked'],
      ['mobile', 'contactMasked'],
    ]);
    expect(maskValue(byKey('mobile'), '9876543210')).toBe('******3210');
    expect(maskValue(byKey('emailId'), 'ab@x.io')).toBe('a*@x.io');
    expect(maskValue(byKey('name'), 'Aarav')).toBe('Aarav');
    expect(maskValue(byKey('mobile'), null)).toBeNull();
  });
});
