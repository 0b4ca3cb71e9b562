// Placeholder until the club offer (issue 5) lands; the landing composes it.
export interface ClubOfferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ClubOfferDialog(_props: ClubOfferDialogProps) {
  return null;
}
