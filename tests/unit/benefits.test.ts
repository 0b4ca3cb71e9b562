import { describe, expect, it } from 'vitest';
import { TIERS } from '../../db/seed/catalogue';
import { saoPauloInstant } from '../../worker/contracts/lives';
import { benefitLines } from '../../web/features/dashboard/tier-benefits';
import { tierBenefits, type Tier } from '../../web/features/billing/tier-benefits';
import { countdownText } from '../../web/features/lives/countdown';
import { rightsForTier } from '../../worker/services/members/rights';

describe('lives in São Paulo time', () => {
  it('turns the panel’s date and time into the UTC instant (UTC−3) and refuses a date that does not exist', () => {
    expect(saoPauloInstant('2026-11-30', '20:00')?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(saoPauloInstant('2026-12-31', '22:30')?.toISOString()).toBe('2027-01-01T01:30:00.000Z');
    expect(saoPauloInstant('2026-02-30', '20:00')).toBeNull();
  });

  it('counts down in days and a clock', () => {
    expect(countdownText(5 * 60_000 - 1)).toBe('00:05:00');
    expect(countdownText(86_400_000 + 5000)).toBe('1 dia e 00:00:05');
    expect(countdownText(2 * 86_400_000 + 3 * 3_600_000 + 15 * 60_000 + 20_000)).toBe('2 dias e 03:15:20');
    expect(countdownText(-1000)).toBe('00:00:00');
  });
});

describe('what each tier card and the member’s benefit list promise', () => {
  const tier = (id: string) => TIERS.find((t) => t.id === id) as unknown as Tier & Parameters<typeof rightsForTier>[0];

  it('/pricing lists, per tier, only rights the server enforces and benefits the site delivers', () => {
    expect(tierBenefits(tier('tier_bronze'))).toEqual([
      'Até 10 posts por dia',
      'Até 4 arquivos por post, 10 MB cada',
      'Fotos nos posts',
      'Conversas com até 2 pessoas',
      'Enquetes nos posts',
    ]);
    expect(tierBenefits(tier('tier_prata'))).toEqual([
      'Até 50 posts por dia',
      'Até 6 arquivos por post, 25 MB cada',
      'Vídeo e áudio nos posts',
      'Conversas com até 10 pessoas',
      'Enquetes nos posts',
      'Acesso às lives',
      'Conteúdo exclusivo',
      'Suporte prioritário',
    ]);
    expect(tierBenefits(tier('tier_ouro'))).toEqual([
      'Posts ilimitados por dia',
      'Até 10 arquivos por post, 50 MB cada',
      'Vídeo e áudio nos posts',
      'Conversas em grupo com até 100 pessoas',
      'Enquetes nos posts',
      'Acesso às lives',
      'Conteúdo exclusivo',
      'Suporte prioritário',
      'Selo personalizado no perfil',
      'Acesso direto ao MC Mito',
    ]);
  });

  it('the dashboard names the same benefits as /pricing', () => {
    expect(benefitLines(rightsForTier(tier('tier_ouro')))).toEqual(
      expect.arrayContaining([
        'Acesso às lives',
        'Suporte prioritário',
        'Acesso direto ao MC Mito',
        'Selo personalizado no perfil',
        'Conversas em grupo com até 100 pessoas',
      ]),
    );
    expect(benefitLines(rightsForTier(tier('tier_bronze')))).not.toContain('Acesso às lives');
  });
});
