import type { Capability } from './port';

type Op = 'subscribe' | 'publish' | 'presence';

/** Ably-style matching: "chat:*" allows every channel starting with "chat:". */
export function allows(capability: Capability, channel: string, op: Op): boolean {
  for (const [pattern, ops] of Object.entries(capability)) {
    const match = pattern === '*' || pattern === channel || (pattern.endsWith('*') && channel.startsWith(pattern.slice(0, -1)));
    if (match && ops.includes(op)) return true;
  }
  return false;
}
