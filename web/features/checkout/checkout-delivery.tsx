import { CalendarClock, Mail, MapPin, Phone, ShieldCheck, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BuyerView } from '../../../worker/contracts/orders';
import { DELIVERY_DAYS } from '../../../worker/contracts/shop';

export interface CheckoutDeliveryProps {
  /** Formatted (or masked) by the server: shown as it comes. */
  buyer: BuyerView;
  /** Holds first-batch units now, or takes them again when paid. */
  inFirstBatch: boolean;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-brand-400" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        {/* Not dt/dd: the icon's wrapper would put them two levels under the list (axe: dlitem). */}
        <p className="text-xs font-semibold tracking-wide text-neutral-400 uppercase">{label}</p>
        <div className="break-words text-neutral-100">{children}</div>
      </div>
    </div>
  );
}

/** Who and where, as entered (or masked), plus the delivery time. */
function BuyerRows({ buyer }: { buyer: BuyerView }) {
  return (
    <>
      <Row icon={<User className="size-4" />} label="Nome">
        {buyer.name}
      </Row>
      <Row icon={<Mail className="size-4" />} label="E-mail">
        {buyer.email}
      </Row>
      <Row icon={<Phone className="size-4" />} label="WhatsApp">
        {buyer.whatsapp}
      </Row>
      <Row icon={<MapPin className="size-4" />} label="Endereço">
        {buyer.address}
      </Row>
      {buyer.shown === 'masked' && (
        <p className="flex items-start gap-2 text-xs text-neutral-400">
          <ShieldCheck className="mt-0.5 size-3.5 shrink-0 text-emerald-400" aria-hidden />
          Para proteger seus dados, eles aparecem só em parte nesta página.
        </p>
      )}
    </>
  );
}

/** Delivery info: name, e-mail, WhatsApp, address and the delivery time. */
export function CheckoutDelivery({ buyer, inFirstBatch }: CheckoutDeliveryProps) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <BuyerRows buyer={buyer} />
      <Row icon={<CalendarClock className="size-4" />} label="Prazo">
        <strong>Prazo de Entrega: {DELIVERY_DAYS} dias para o primeiro lote</strong>
        {!inFirstBatch && (
          <span className="block text-neutral-400">Este pedido entra no lote seguinte; avisaremos o prazo por e-mail.</span>
        )}
      </Row>
    </div>
  );
}
