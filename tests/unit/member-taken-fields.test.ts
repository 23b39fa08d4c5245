import { describe, expect, it } from 'vitest';
import { ApiError, conflictFields, fieldErrorOf } from '../../src/lib/api-error';
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE } from '../../src/rules/member-form';

const refusal = (code: string, message: string, field?: string) =>
  new ApiError(message, [{ message, extensions: field ? { code, field } : { code } }]);

// The member form's reader (src/features/member-edit/member-save.ts) is built the same way.
const takenFields = conflictFields({ [EMAIL_TAKEN_MESSAGE]: 'email', [PHONE_TAKEN_MESSAGE]: 'phone' });

describe('a taken email or phone belongs under its field', () => {
  it('places the server CONFLICT for a taken email or phone under Email or Phone', () => {
    expect(takenFields(refusal('CONFLICT', EMAIL_TAKEN_MESSAGE))).toEqual({
      field: 'email',
      message: EMAIL_TAKEN_MESSAGE,
    });
    expect(takenFields(refusal('CONFLICT', PHONE_TAKEN_MESSAGE))).toEqual({
      field: 'phone',
      message: PHONE_TAKEN_MESSAGE,
    });
  });

  it('leaves every other refusal to the notification', () => {
    expect(takenFields(refusal('CONFLICT', 'This member is already deactivated'))).toBeNull();
    expect(takenFields(refusal('FORBIDDEN', EMAIL_TAKEN_MESSAGE))).toBeNull();
    expect(takenFields(new Error(EMAIL_TAKEN_MESSAGE))).toBeNull();
    expect(takenFields(undefined)).toBeNull();
  });

  it('does not read a CONFLICT as a BAD_USER_INPUT, nor the other way round', () => {
    expect(fieldErrorOf(refusal('CONFLICT', EMAIL_TAKEN_MESSAGE))).toBeNull();
    expect(takenFields(refusal('BAD_USER_INPUT', 'Unknown province', 'cityId'))).toBeNull();
    expect(fieldErrorOf(refusal('BAD_USER_INPUT', 'Unknown province', 'cityId'))).toEqual({
      field: 'cityId',
      message: 'Unknown province',
    });
  });
});
