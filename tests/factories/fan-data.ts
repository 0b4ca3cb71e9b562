import type { TestDeps } from '../setup/test-deps';
import { readOutbox } from './mailbox';
import { nextVoterIp } from './voters';

type T = Pick<TestDeps, 'caller' | 'background' | 'dataDir'>;

/**
 * A fan's data grant, the way a fan gets one: the voting browser's token asks for the link,
 * the e-mailed link is opened. Answers the grant (`dataToken`) and the link's token.
 */
export async function openedDataGrant(t: T, voterToken: string) {
  const before = new Set(readOutbox(t.dataDir).map((m) => m.file));
  await t.caller({ ip: nextVoterIp() }).poll.sendDataLink({ voterToken });
  await t.background.idle();
  const mail = readOutbox(t.dataDir).find((m) => m.kind === 'fan_data' && !before.has(m.file));
  if (!mail) throw new Error('no fan_data mail was sent');
  const linkToken = new URL(mail.links[0]!).searchParams.get('t')!;
  const { dataToken } = await t.caller({ ip: nextVoterIp() }).poll.openDataLink({ linkToken });
  return { dataToken, linkToken, to: mail.to };
}
