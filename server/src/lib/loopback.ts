import { isIP } from 'node:net';

/** True for an address on this machine: 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6. */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return ip === '::1';
}

/** True when HOST listens only on this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

/**
 * A request from this machine itself: its TCP peer is loopback and no proxy forwarded it. The peer
 * address, not `request.ip`, which trusts X-Forwarded-For when TRUST_PROXY is on.
 */
export function isLocalRequest(request: { socket: { remoteAddress?: string }; headers: Record<string, unknown> }): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return isLoopbackAddress(request.socket.remoteAddress ?? '');
}
