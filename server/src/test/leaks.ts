/**
 * What must never leave the server in an answer, nor be in the built web app: a stack frame, a
 * path of the server's code, a password hash.
 */
export const INTERNALS =
  /\bat (\S+ \()?[^\s()]*\.[cm]?[jt]sx?:\d+:\d+|node_modules|\/src\/\S+\.ts\b|\$argon2id\$/;

/** Secrets and configuration that must never be in the built web app. */
export const SECRETS =
  /-----BEGIN [A-Z ]*PRIVATE KEY-----|postgres(ql)?:\/\/\S*@|AKIA[0-9A-Z]{16}|JWT_SECRET|S3_SECRET_ACCESS_KEY|DATABASE_URL|GOOGLE_CLIENT_SECRET|WHATSAPP_TOKEN|METRICS_TOKEN|sourceMappingURL/;
