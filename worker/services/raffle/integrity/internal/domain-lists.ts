import { disposableEmailBlocklist } from 'disposable-email-domains-js';
import type { AppConfig } from '../../../../env';
import { raffleTrace } from '../../../../lib/raffle-trace';
import type { DomainLists } from './group-coupons';

/**
 * The large free providers: thousands of real fans share them, so many confirmations from one of
 * them within minutes say nothing. Catch-all domains (anyone's own domain, every inbox free) are
 * what the domain rule is for.
 */
const FREE_PROVIDERS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.br',
  'outlook.com',
  'outlook.com.br',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.br',
  'icloud.com',
  'me.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'globo.com',
  'globomail.com',
  'r7.com',
  'proton.me',
  'protonmail.com',
  'aol.com',
];

const cache = new WeakMap<AppConfig, DomainLists>();

/**
 * The disposable-domain list (the `disposable-email-domains-js` package, updated with the
 * dependencies) and the free providers, as the same keyed hashes the votes store: the check
 * compares hashes and never needs a voter's domain in clear. About 9,000 HMACs, once per process.
 */
export function domainLists(config: AppConfig): DomainLists {
  let lists = cache.get(config);
  if (!lists) {
    const trace = raffleTrace(config);
    lists = {
      disposable: new Map(disposableEmailBlocklist().map((d) => [trace.domain(d), d])),
      free: new Set(FREE_PROVIDERS.map((d) => trace.domain(d))),
    };
    cache.set(config, lists);
  }
  return lists;
}
