import type { DeepStrings } from '../types';
import type { profileVi } from './profile.vi';

/** /account/profile (English). */
export const profileEn = {
  title: 'Your profile',
  subtitle: 'Personal details, contact and account security.',
  loading: 'Loading your profile…',
  loadError: 'We could not load your profile.',
  retry: 'Try again',
  signInPrompt: 'Sign in to see and edit your profile.',
  signIn: 'Sign in',
  notSet: 'Not set',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Changes saved.',
  personal: {
    title: 'Personal details',
    name: 'Name',
    dob: 'Date of birth',
    gender: 'Gender',
    locale: 'Language',
  },
  genders: {
    unset: 'Not specified',
    MALE: 'Male',
    FEMALE: 'Female',
    OTHER: 'Other',
  },
  contact: {
    emailTitle: 'Email',
    phoneTitle: 'Phone number',
    change: 'Change',
    add: 'Add',
    newEmail: 'New email',
    newPhone: 'New phone number',
    sendCode: 'Send verification code',
    codeSentTo: 'Enter the 6-digit code sent to %{target}.',
    confirm: 'Confirm',
    emailChanged: 'Email updated.',
    phoneChanged: 'Phone number updated.',
  },
  errors: {
    dobInvalid: 'Date of birth is invalid',
    errorEmail: 'This email cannot be used: it is already in use.',
    errorPhone: 'This phone number cannot be used: it is invalid or already in use.',
    errorCode: 'The code is invalid or has expired',
    sameAddress: 'This is your current address',
  },
  security: {
    title: 'Password',
    hasPassword: 'Your account has a password.',
    noPassword: 'You sign in with verification codes. Create a password to sign in faster.',
    change: 'Change password',
    create: 'Create password',
  },
} satisfies DeepStrings<typeof profileVi>;
