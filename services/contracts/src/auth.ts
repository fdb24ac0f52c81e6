import Type from 'typebox';

/**
 * Accounts: the auth service's `/api` payloads and the BFF's internal calls to it.
 * Passwords: 8 to 128 characters (OWASP ASVS 5.0 level 2 minimum; long passphrases welcome).
 */

export const UserRole = Type.Union([Type.Literal('admin'), Type.Literal('trainer')]);
export type UserRole = Type.Static<typeof UserRole>;

/** At least one visible character: a name of spaces is no name. */
export const personName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
export const emailAddress = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const newPassword = Type.String({ minLength: 8, maxLength: 128 });
/** Signing in checks only that something was typed: the rules of today must not lock out older passwords. */
const anyPassword = Type.String({ minLength: 1, maxLength: 128 });

/**
 * `active` signs in; `pending` is a self-registered trainer waiting for an admin (studio setting
 * `staffRegistration: 'approval'`); `rejected` was turned down and cannot sign in.
 */
export const UserStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('pending'),
  Type.Literal('rejected'),
]);
export type UserStatus = Type.Static<typeof UserStatus>;

export const User = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
  role: UserRole,
  status: UserStatus,
  dateCreated: Type.String({ format: 'date-time' }),
  lastEdited: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type User = Type.Static<typeof User>;

export const UserResponse = Type.Object({ user: User });
export type UserResponse = Type.Static<typeof UserResponse>;

/** `POST /api/login` (BFF) and `POST /internal/login` (auth). */
export const LoginBody = Type.Object(
  { email: emailAddress, password: anyPassword },
  { additionalProperties: false },
);
export type LoginBody = Type.Static<typeof LoginBody>;

/** `POST /api/register` (BFF), `POST /internal/register` (auth) and `POST /api/admin/users` (admin creates a user). */
export const RegisterBody = Type.Object(
  { name: personName, email: emailAddress, password: newPassword, role: UserRole },
  { additionalProperties: false },
);
export type RegisterBody = Type.Static<typeof RegisterBody>;

/**
 * `POST /api/register` under `staffRegistration: 'approval'`: 202 with the pending account and no
 * session. The register screen shows `pendingApprovalMessage`; signing in is refused (403) with it.
 */
export const PendingRegistrationResponse = Type.Object({
  user: User,
  pending: Type.Literal(true),
});
export type PendingRegistrationResponse = Type.Static<typeof PendingRegistrationResponse>;

export const pendingApprovalMessage = 'An admin must approve your account before you can sign in.';
export const rejectedAccountMessage =
  'Your registration was not approved. Please contact the studio if you think this is a mistake.';

/** `GET /api/profile`. */
export const Profile = Type.Object({
  name: Type.String(),
  email: Type.String(),
  dateCreated: Type.String({ format: 'date-time' }),
  /** Two-step sign-in is on for this account. */
  twoFactorEnabled: Type.Boolean(),
  /** The studio requires it of this account (staff, setting `requireTwoFactorForStaff`). */
  twoFactorRequired: Type.Boolean(),
});
export type Profile = Type.Static<typeof Profile>;

/** `PUT /api/profile/password`. */
export const ChangePasswordBody = Type.Object(
  { oldPassword: anyPassword, newPassword },
  { additionalProperties: false },
);
export type ChangePasswordBody = Type.Static<typeof ChangePasswordBody>;

/** `POST /api/forgot-password`: the answer is the same whether or not the email has an account. */
export const ForgotPasswordBody = Type.Object(
  { email: emailAddress },
  { additionalProperties: false },
);
export type ForgotPasswordBody = Type.Static<typeof ForgotPasswordBody>;

export const forgotPasswordMessage = 'Password reset link sent to your email.';

/** `POST /api/reset-password/:token`. */
export const ResetPasswordParams = Type.Object(
  { token: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type ResetPasswordParams = Type.Static<typeof ResetPasswordParams>;
export const ResetPasswordBody = Type.Object({ newPassword }, { additionalProperties: false });
export type ResetPasswordBody = Type.Static<typeof ResetPasswordBody>;

/** Answer of forgot/reset/change password. */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Type.Static<typeof MessageResponse>;
