/** Every user-visible message of the staff screens, word for word from the spec (sections 2, 8). */
export const messages = {
  loginFailed: 'Login Failed, Please Try Again!',
  registrationFailed: 'Registration Failed, Please Try Again!',
  newPasswordsDoNotMatch: 'The new passwords do not match. Please try again.',
  passwordUpdateFailed: 'Error updating password. Please try again.',
  /** Shown when the server's answer carries no message of its own (the spec does not word it). */
  passwordUpdated: 'Password updated successfully.',
  forgotPasswordSent: 'Password reset link sent to your email.',
  forgotPasswordFailed: 'Error sending password reset link. Please try again.',
  resetPasswordsDoNotMatch: 'Passwords do not match. Please try again.',
  resetPasswordSucceeded: 'Password reset successful! Redirecting to login...',
  resetPasswordFailed: 'Error resetting password. Please try again.',
  trainerSaveFailed: 'Failed to Add/Update, Please Try Again',
  trainerDeleteFailed: 'Failed to Delete, Please Try Again',
  trainerUpdated: 'Successfully Updated!',
  trainerAdded: 'Successfully Added!',
  trainerDeleted: 'Successfully Deleted!',
  // Not in the spec (issues 13 and 16): worded here, used by the screens and their tests.
  registrationPending:
    'Thank you for registering. An admin must approve your account before you can sign in.',
  registrationApproved: (name: string) => `Approved: ${name} can sign in now.`,
  registrationRejected: (name: string) => `Rejected: ${name} cannot sign in.`,
  registrationDecisionFailed: 'Could not record the decision. Please try again.',
  twoFactorReset: (name: string) => `Two-step sign-in of ${name} was reset.`,
  twoFactorResetFailed: 'Could not reset two-step sign-in. Please try again.',
  twoFactorResetConsequence:
    'Their authenticator app and recovery codes stop working and they are signed out everywhere. They can set it up again when they next sign in.',
  settingsSaved: 'Settings saved.',
  settingsSaveFailed: 'Could not save the settings. Please check them and try again.',
  settingsLoadFailed: 'Could not load the settings. Please reload the page.',
} as const;

/** Under every new-password field (issue 28): the server refuses guessable ones and says why. */
export const passwordHint =
  'At least 8 characters and hard to guess: a few unrelated words make a strong password.';
