import { CreditCard, Shirt, Truck } from 'lucide-react';
import { DELIVERY_DAYS } from '../../../worker/contracts/shop';

const STEPS = [
  { icon: CreditCard, title: 'Confirmação do pagamento', text: 'Você recebe a confirmação por e-mail assim que o pagamento é aprovado.' },
  { icon: Shirt, title: 'Produção', text: 'Sua camiseta oficial entra na produção do lote.' },
  { icon: Truck, title: 'Entrega', text: `Prazo estimado de ${DELIVERY_DAYS} dias, com frete incluso.` },
];

/** The three next steps of the confirmation page. */
export function NextSteps() {
  return (
    <ol className="flex flex-col gap-4">
      {STEPS.map(({ icon: Icon, title, text }, i) => (
        <li key={title} className="flex gap-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-400 text-sm font-black text-neutral-950"
            aria-hidden
          >
            {i + 1}
          </span>
          <div>
            <p className="flex items-center gap-1.5 font-bold">
              <Icon className="size-4 text-brand-400" aria-hidden /> {title}
            </p>
            <p className="text-sm text-neutral-400">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
