import * as z from 'zod/mini';

/* The public raffle (/sorteio): what anyone can read, and the artist's seed. */

export const RAFFLE_CLAIM_DAYS = 30;

export const raffleSeedInput = z.object({
  seed: z.string().check(z.trim(), z.minLength(3, 'Informe a semente anunciada (ex.: resultado da Loteria Federal)'), z.maxLength(200, 'Semente muito longa')),
});

export type RaffleStatus =
  | { state: 'open'; closesAt: string }
  | {
      state: 'frozen' | 'drawn';
      closedAt: string;
      frozenAt: string;
      couponsSha256: string;
      couponCount: number;
      draw: { seed: string; drawnAt: string; winners: string[]; claimDeadline: string } | null;
    };

/** The algorithm as the page shows it, and a script anyone can run on the downloaded list. */
export const RAFFLE_ALGORITHM = [
  'H é o SHA-256 (hexadecimal, minúsculas) do arquivo de cupons publicado; N é o número de cupons no arquivo; S é a semente anunciada, exatamente como publicada.',
  'Para k = 0, 1, 2, …: calcule d = SHA-256 do texto "H:S:k" (UTF-8) e tome x = os 12 primeiros dígitos hexadecimais de d como número inteiro.',
  'Se x for maior ou igual ao maior múltiplo de N abaixo de 2^48, descarte (assim todo cupom tem a mesma chance).',
  'Senão, o cupom da linha (x mod N) + 1 do arquivo é sorteado, a não ser que já tenha saído. Repita até ter 10 ganhadores (ou N, se houver menos cupons).',
] as const;

export const RAFFLE_SCRIPT = `import hashlib
cupons = open("cupons.txt", encoding="utf-8").read().split("\\n")[:-1]
H = hashlib.sha256(open("cupons.txt", "rb").read()).hexdigest()
S = "SEMENTE PUBLICADA"
N, limite, ganhadores, k = len(cupons), (2**48 // len(cupons)) * len(cupons), [], 0
while len(ganhadores) < min(10, N):
    x = int(hashlib.sha256(f"{H}:{S}:{k}".encode()).hexdigest()[:12], 16)
    k += 1
    if x < limite and cupons[x % N] not in ganhadores:
        ganhadores.append(cupons[x % N])
print(ganhadores)`;
