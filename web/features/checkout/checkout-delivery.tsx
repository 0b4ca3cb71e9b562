import { CalendarClock, Mail, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { DELIVERY_DAYS } from '../../../worker/contracts/shop';
import { maskCep, maskPhone } from '../../lib/format';

export interface CheckoutDeliveryProps {
  customer: { name: string; email: string; whatsapp: string };
  address: { cep: string; logradouro: string; numero: string; complemento: string | null; bairro: string; cidade: string; estado: string };
  isFirstBatch: boolean;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-brand-400" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{label}</dt>
        <dd className="break-words text-neutral-100">{children}</dd>
      </div>
    </div>
  );
}

/** Delivery info: name, e-mail, WhatsApp, address and the delivery time (spec §2). */
export function CheckoutDelivery({ customer, address, isFirstBatch }: CheckoutDeliveryProps) {
  const a = address;
  return (
    <dl className="flex flex-col gap-3 text-sm">
      <Row icon={<User className="size-4" />} label="Nome">
        {customer.name}
      </Row>
      <Row icon={<Mail className="size-4" />} label="E-mail">
        {customer.email}
      </Row>
      <Row icon={<Phone className="size-4" />} label="WhatsApp">
        {maskPhone(customer.whatsapp)}
      </Row>
      <Row icon={<MapPin className="size-4" />} label="Endereço">
        {a.logradouro}, {a.numero}
        {a.complemento ? ` — ${a.complemento}` : ''} · {a.bairro} · {a.cidade}/{a.estado} · CEP {maskCep(a.cep)}
      </Row>
      <Row icon={<CalendarClock className="size-4" />} label="Prazo">
        <strong>Prazo de Entrega: {DELIVERY_DAYS} dias para o primeiro lote</strong>
        {!isFirstBatch && <span className="block text-neutral-400">Este pedido entra no lote seguinte; avisaremos o prazo por e-mail.</span>}
      </Row>
    </dl>
  );
}
