/** Opened by `?login=1`; built by the auth feature. */
export function LoginDialog() {
  return null;
}
