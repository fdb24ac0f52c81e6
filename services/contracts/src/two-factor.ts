import Type from 'typebox';
import { emailAddress, LoginBody } from './auth.js';
import { SignedInUser } from './customer-accounts.js';

/**
 * Two-step sign-in (TOTP, RFC 6238): after the password, a 6-digit code from an authenticator app,
 * or one of ten single-use recovery codes. Staff and customers may turn it on from their profile;
 * the studio setting `requireTwoFactorForStaff` makes staff set it up at their next sign-in.
 */

/** A code as the app shows it; spaces people type in the middle (`123 456`) are dropped first. */
export const totpCode = Type.String({ pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$' });
/** `xxxxx-xxxxx` in lower-case base32, as shown once; case, spaces and the dash are forgiven. */
export const recoveryCode = Type.String({ minLength: 10, maxLength: 20 });
/** A sign-in challenge's token: 32 random bytes, base64url. */
export const challengeToken = Type.String({ minLength: 1, maxLength: 100 });

/** `POST /api/profile/2fa/setup` and `/api/login/2fa/setup`: the secret to add to the app. */
export const TwoFactorSetup = Type.Object({
  secret: Type.String(),
  /** `otpauth://totp/<studio>:<email>?secret=…&issuer=…`, shown as a QR code. */
  otpauthUrl: Type.String(),
});
export type TwoFactorSetup = Type.Static<typeof TwoFactorSetup>;

/** `POST /api/profile/2fa/enable` and `DELETE /api/profile/2fa`. */
export const TwoFactorCodeBody = Type.Object({ code: totpCode }, { additionalProperties: false });
export type TwoFactorCodeBody = Type.Static<typeof TwoFactorCodeBody>;

/** Shown once, never again: only their hashes are kept. */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Type.Static<typeof RecoveryCodes>;

/** `POST /api/login` for an account with two-step sign-in: no session yet. */
export const TwoFactorRequired = Type.Object({
  twoFactorRequired: Type.Literal(true),
  challenge: Type.String(),
});
export type TwoFactorRequired = Type.Static<typeof TwoFactorRequired>;

/** `POST /api/login` for staff without two-step sign-in while the studio requires it. */
export const TwoFactorSetupRequired = Type.Object({
  twoFactorSetupRequired: Type.Literal(true),
  challenge: Type.String(),
});
export type TwoFactorSetupRequired = Type.Static<typeof TwoFactorSetupRequired>;

/** `POST /api/login/2fa`: the challenge and a code, or a recovery code. */
export const LoginSecondFactorBody = Type.Object(
  {
    challenge: challengeToken,
    code: Type.Optional(totpCode),
    recoveryCode: Type.Optional(recoveryCode),
    /** Skip the code on this browser for 30 days. */
    rememberDevice: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LoginSecondFactorBody = Type.Static<typeof LoginSecondFactorBody>;

/** `POST /api/login/2fa/setup`. */
export const LoginChallengeBody = Type.Object(
  { challenge: challengeToken },
  { additionalProperties: false },
);
export type LoginChallengeBody = Type.Static<typeof LoginChallengeBody>;

/** `POST /api/login/2fa/enable`. */
export const LoginEnrolBody = Type.Object(
  { challenge: challengeToken, code: totpCode },
  { additionalProperties: false },
);
export type LoginEnrolBody = Type.Static<typeof LoginEnrolBody>;

export const trustedDeviceDays = 30;

/** `POST /internal/login` (BFF → auth): the remembered device's token goes along when there is one. */
export const InternalLoginBody = Type.Object(
  {
    email: LoginBody.properties.email,
    password: LoginBody.properties.password,
    trustedDevice: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type InternalLoginBody = Type.Static<typeof InternalLoginBody>;

/** `POST /internal/login`: signed in, or one more step. */
export const InternalLoginAnswer = Type.Union([
  Type.Object({ user: SignedInUser }),
  TwoFactorRequired,
  TwoFactorSetupRequired,
]);
export type InternalLoginAnswer = Type.Static<typeof InternalLoginAnswer>;

/** `POST /internal/login/2fa`: signed in, and the token of a remembered device when asked for. */
export const InternalSecondFactorAnswer = Type.Object({
  user: SignedInUser,
  trustedDevice: Type.Optional(Type.String()),
});
export type InternalSecondFactorAnswer = Type.Static<typeof InternalSecondFactorAnswer>;

/** `POST /internal/login/2fa/enable`: signed in, with the recovery codes to show once. */
export const InternalEnrolAnswer = Type.Object({
  user: SignedInUser,
  recoveryCodes: Type.Array(Type.String()),
});
export type InternalEnrolAnswer = Type.Static<typeof InternalEnrolAnswer>;

/** `POST /internal/sign-in-throttled` (BFF → auth): mail the owner of a throttled account. */
export const SignInThrottledBody = Type.Object(
  { email: emailAddress },
  { additionalProperties: false },
);
export type SignInThrottledBody = Type.Static<typeof SignInThrottledBody>;

export const wrongCodeMessage = 'That code is not right. Please try again.';
export const expiredChallengeMessage =
  'This sign-in took too long or was already used. Please enter your email and password again.';
export const codeOrRecoveryCodeMessage =
  'Type the 6-digit code from your authenticator app, or one of your recovery codes.';
