/** What an emailed link carries after `#`: the one-time token and, for password recovery, `type=recovery`. */
export interface AuthHash {
  token: string | null;
  isRecovery: boolean;
}

/** Reads the token from a link's hash; tokens travel there so they never reach server logs or referrers. */
export function readAuthHash(hash: string): AuthHash {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token')?.trim();
  return { token: token ? token : null, isRecovery: params.get('type') === 'recovery' };
}
