import { Link } from '@tanstack/react-router';
import { ExternalLink, Heart } from '../../components/icons/landing-icons';
import { PARTNER_AGENCY_URL } from '../../lib/site';

const NAV = [
  { to: '/minha-historia', label: 'Minha História' },
  { to: '/loja', label: 'Loja' },
  { to: '/galeria', label: 'Galeria' },
  { to: '/pricing', label: 'Planos' },
  { to: '/feed', label: 'Comunidade' },
  { to: '/privacidade', label: 'Política de privacidade' },
  { to: '/regras', label: 'Regras da comunidade' },
] as const;

const LINK =
  'rounded text-neutral-300 underline-offset-4 hover:text-brand-400 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

/** Shared footer: 2024 copyright, the partner agency link (new tab), 'Feito com ♥ na quebrada'. */
export function SiteFooter() {
  return (
    <footer className="border-t border-white/10 bg-black">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 text-sm text-neutral-400">
        <nav aria-label="Rodapé">
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={LINK}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3 border-t border-white/10 pt-6 md:flex-row md:items-center md:justify-between">
          <p>© 2024 MC Mito. Todos os direitos reservados.</p>
          <a
            href={PARTNER_AGENCY_URL}
            target="_blank"
            rel="noopener noreferrer"
            title="Abre em nova aba"
            className={`inline-flex items-center gap-1.5 font-semibold ${LINK}`}
          >
            Uma Parceria
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
          <p className="inline-flex items-center gap-1.5">
            Feito com <Heart className="size-4 fill-funk-500 text-funk-500" role="img" aria-label="amor" /> na quebrada
          </p>
        </div>
      </div>
    </footer>
  );
}
