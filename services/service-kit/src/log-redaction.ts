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
