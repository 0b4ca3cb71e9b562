import { CONTACT_STATUS_LABELS, type ContactStatus } from '../../../worker/contracts/artist';
import { cn } from '../../components/ui/cn';

const TONES: Record<ContactStatus, string> = {
  not_contacted: 'bg-neutral-800 text-neutral-300',
  tried_call: 'bg-amber-500/15 text-amber-300',
  called: 'bg-sky-500/15 text-sky-300',
  sent_whatsapp: 'bg-emerald-500/15 text-emerald-300',
  did_live: 'bg-funk-500/15 text-pink-300',
};

export function StatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap', TONES[status])}>
      {CONTACT_STATUS_LABELS[status]}
    </span>
  );
}
