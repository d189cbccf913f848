import { crpStudents } from '../../schemas';
import { REASON_MESSAGES, isValid, needsOtherText, reasonErrors, reasonPayload, selectHint } from './reasonForm';

const reasons = crpStudents.statusChange.reasons.deactivate;

describe('reasonErrors', () => {
  it.each([
    ['nothing chosen', { count: 0, reason: '', otherReason: '' }, { entities: REASON_MESSAGES.noEntity, reason: REASON_MESSAGES.noReason }],
    ['a listed reason', { count: 2, reason: 'Dropout Student', otherReason: '' }, {}],
    ['a reason not in the list', { count: 1, reason: 'Because', otherReason: '' }, { reason: REASON_MESSAGES.unknownReason }],
    ["'Other' without text", { count: 1, reason: 'Other', otherReason: '   ' }, { otherReason: REASON_MESSAGES.noOtherText }],
    ["'Other' with text", { count: 1, reason: 'Other', otherReason: 'Moved abroad' }, {}],
    ["'Other' with too much text", { count: 1, reason: 'Other', otherReason: 'x'.repeat(501) }, { otherReason: REASON_MESSAGES.otherTooLong }],
  ])('%s', (_n, input, expected) => {
    const errors = reasonErrors(input, reasons);
    expect(errors).toEqual(expected);
    expect(isValid(errors)).toBe(Object.keys(expected).length === 0);
  });

  it('asks for text only with Other', () => {
    expect(needsOtherText('Other')).toBe(true);
    expect(needsOtherText('Dropout Student')).toBe(false);
  });

  it('sends otherReason only with Other, trimmed', () => {
    expect(reasonPayload('Other', '  left town ')).toEqual({ reason: 'Other', otherReason: 'left town' });
    expect(reasonPayload('Dropout Student', 'stale text')).toEqual({ reason: 'Dropout Student' });
  });
});

describe('selectHint', () => {
  it("names the kind in lower case and keeps an acronym's capitals", () => {
    expect(selectHint('Student', 'Deactivate')).toBe('Select at least 1 student to deactivate.');
    expect(selectHint('Class', 'Cancel')).toBe('Select at least 1 class to cancel.');
    expect(selectHint('Feedback Form', 'Deactivate')).toBe('Select at least 1 feedback form to deactivate.');
    expect(selectHint('Non-Faculty', 'Reactivate')).toBe('Select at least 1 non-faculty to reactivate.');
    expect(selectHint('KRA Parameter', 'Deactivate')).toBe('Select at least 1 KRA parameter to deactivate.');
    expect(selectHint('PTM Schedule', 'Deactivate')).toBe('Select at least 1 PTM schedule to deactivate.');
  });
});
