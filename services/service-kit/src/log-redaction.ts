/** Field names whose values never reach a log line, wherever they appear (BFF and services). */
const secretFields = [
  'password',
  'oldPassword',
  'newPassword',
  'token',
  'authorization',
  'cookie',
  'set-cookie',
  'ic',
  // Two-step sign-in: the app's secret (also inside its otpauth URL), codes, recovery codes, the
  // sign-in challenge and a remembered device's token all stand in for a password.
  'secret',
  'otpauthUrl',
  'totpSecret',
  'totpPendingSecret',
  'code',
  'recoveryCode',
  'recoveryCodes',
  'challenge',
  'trustedDevice',
];
const secretHeaders = ['x-studio-identity'];

/** pino `redact` paths for the secret fields, up to three levels deep. */
export const redactPaths = [
  ...secretFields.flatMap((name) => [
    `["${name}"]`,
    `*["${name}"]`,
    `*.*["${name}"]`,
    `*.*.*["${name}"]`,
  ]),
  ...secretHeaders.flatMap((name) => [`*["${name}"]`, `*.*["${name}"]`, `*.*.*["${name}"]`]),
];
