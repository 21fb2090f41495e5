import { describe, expect, it } from 'vitest';
import {
  identifierError,
  isCompleteCode,
  validateChangePassword,
  validateCreatePassword,
  validateForgot,
  validateName,
  validateResetPassword,
  validateReview,
  validateSignIn,
} from './validation';

describe('review (spec §5)', () => {
  it('requires the identifier, named by the login type', () => {
    expect(validateReview({ loginType: 'email', identifier: '  ' })).toEqual({
      identifier: 'emailRequired',
    });
    expect(validateReview({ loginType: 'phone', identifier: '' })).toEqual({
      identifier: 'phoneRequired',
    });
  });

  it('trims and checks the email', () => {
    expect(validateReview({ loginType: 'email', identifier: ' lan@example.com ' })).toEqual({});
    expect(validateReview({ loginType: 'email', identifier: 'lan@example' })).toEqual({
      identifier: 'emailInvalid',
    });
    expect(validateReview({ loginType: 'email', identifier: 'lan example.com' })).toEqual({
      identifier: 'emailInvalid',
    });
  });

  it('wants a numeric phone its country could have (7–10 national digits for +84)', () => {
    expect(validateReview({ loginType: 'phone', identifier: '09x2' })).toEqual({
      identifier: 'phoneInvalid',
    });
    expect(validateReview({ loginType: 'phone', identifier: '123456' })).toEqual({
      identifier: 'phoneLength',
    });
    expect(validateReview({ loginType: 'phone', identifier: '12345678901' })).toEqual({
      identifier: 'phoneLength',
    });
    for (const ok of ['912345678', '0912345678', '84912345678']) {
      expect(validateReview({ loginType: 'phone', identifier: ok })).toEqual({});
    }
  });
});

describe('sign-in and forgot password (spec §5)', () => {
  it('requires username and a password of at least 6', () => {
    expect(validateSignIn({ loginType: 'email', identifier: '', password: '' })).toEqual({
      identifier: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(validateSignIn({ loginType: 'phone', identifier: '12ab', password: '12345' })).toEqual({
      identifier: 'phoneInvalid',
      password: 'passwordMin',
    });
    expect(validateSignIn({ loginType: 'phone', identifier: '1234', password: '123456' })).toEqual(
      {},
    );
  });

  it('checks forgot-password identifiers without the length rule', () => {
    expect(validateForgot({ loginType: 'email', identifier: 'x' })).toEqual({
      identifier: 'emailInvalid',
    });
    expect(validateForgot({ loginType: 'phone', identifier: '12' })).toEqual({});
    expect(identifierError('phone', '12', { checkLength: true })).toBe('phoneLength');
  });
});

describe('passwords (spec §5)', () => {
  const empty = { first_name: '', last_name: '', password: '', password_confirmation: '' };

  it('create password: names only when missing, password optional', () => {
    expect(validateCreatePassword({ ...empty, needsName: true })).toEqual({
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
    });
    expect(validateCreatePassword({ ...empty, needsName: false })).toEqual({});
  });

  it('create password: either field filled makes both required, min 6, matching', () => {
    expect(validateCreatePassword({ ...empty, password: 'secret1', needsName: false })).toEqual({
      password_confirmation: 'confirmPasswordRequired',
    });
    expect(
      validateCreatePassword({ ...empty, password_confirmation: 'x', needsName: false }),
    ).toEqual({ password: 'passwordRequired', password_confirmation: 'passwordMismatch' });
    expect(
      validateCreatePassword({
        ...empty,
        password: '12345',
        password_confirmation: '12345',
        needsName: false,
      }),
    ).toEqual({ password: 'passwordMin' });
  });

  it('change password', () => {
    expect(
      validateChangePassword({ current_password: '', password: '', password_confirmation: '' }),
    ).toEqual({
      current_password: 'currentPasswordRequired',
      password: 'newPasswordRequired',
      password_confirmation: 'confirmPasswordRequired',
    });
    expect(
      validateChangePassword({
        current_password: '123',
        password: '456',
        password_confirmation: '789',
      }),
    ).toEqual({
      current_password: 'currentPasswordMin',
      password: 'newPasswordMin',
      password_confirmation: 'passwordMismatch',
    });
  });

  it('forgot-password update', () => {
    expect(validateResetPassword({ password: '', password_confirmation: '' })).toEqual({
      password: 'passwordRequired',
      password_confirmation: 'confirmPasswordRequired',
    });
    expect(validateResetPassword({ password: 'abcdef', password_confirmation: 'abcdef' })).toEqual(
      {},
    );
  });
});

describe('names and codes', () => {
  it('needs both names', () => {
    expect(validateName({ first_name: 'Lan', last_name: ' ' })).toEqual({
      last_name: 'lastNameRequired',
    });
  });

  it('a code is six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});
