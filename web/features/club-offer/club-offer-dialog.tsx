import { Dialog } from '../../components/ui/dialog';
import { ClubOfferContent } from './club-offer-content';

export interface ClubOfferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The club offer (spec §2, §4). The landing imports this module lazily on the
 * first open, so none of it (form, contracts, sonner) weighs on the landing.
 */
export function ClubOfferDialog({ open, onOpenChange }: ClubOfferDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Camiseta oficial do clube"
      description="Garanta a sua com desconto de membro e lugar entre as 100 primeiras peças."
      className="w-[min(100%-1rem,36rem)]"
    >
      <ClubOfferContent onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
