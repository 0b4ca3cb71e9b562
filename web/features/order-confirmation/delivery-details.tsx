import { Mail, MapPin, Phone, ShieldCheck, User } from 'lucide-react';
import type { BuyerView } from '../../../worker/contracts/orders';

/** The buyer's details as the server masked them: enough to recognise one's own order, not to learn someone else's. */
export function DeliveryDetails({ buyer }: { buyer: BuyerView }) {
  const rows = [
    { icon: User, label: 'Nome', value: buyer.name },
    { icon: Mail, label: 'E-mail', value: buyer.email },
    { icon: Phone, label: 'WhatsApp', value: buyer.whatsapp },
    { icon: MapPin, label: 'Endereço', value: buyer.address },
  ];
  return (
    <>
      <dl className="flex flex-col gap-3 text-sm">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex gap-3">
            <Icon className="mt-0.5 size-4 shrink-0 text-brand-400" aria-hidden />
            <div className="min-w-0">
              <dt className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{label}</dt>
              <dd className="break-words text-neutral-100">{value}</dd>
            </div>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex items-start gap-2 text-xs text-neutral-400">
        <ShieldCheck className="mt-0.5 size-3.5 shrink-0 text-emerald-400" aria-hidden />
        Para proteger seus dados, eles aparecem só em parte nesta página.
      </p>
    </>
  );
}
