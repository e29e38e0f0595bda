import { isIPv4 } from 'node:net';

/**
 * Whether a host or client address names this machine only: `localhost`, 127.0.0.0/8 (also as IPv4-mapped IPv6) or
 * `::1`. What only the person at the machine may reach (demo mode, its mailbox) checks this.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (plain === 'localhost' || plain === '::1') return true;
  const ipv4 = plain.startsWith('::ffff:') ? plain.slice('::ffff:'.length) : plain;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}
