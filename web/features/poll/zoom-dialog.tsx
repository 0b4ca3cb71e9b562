import type { PollOptionView } from '../../../worker/contracts/poll';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import type { CardAction } from './design-card';

export interface ZoomDialogProps {
  option: PollOptionView | null;
  action: CardAction;
  onAction: () => void;
  onClose: () => void;
}

/** The design at full size (the card's zoom button). */
export function ZoomDialog({ option, action, onAction, onClose }: ZoomDialogProps) {
  return (
    <Dialog
      open={option !== null}
      onOpenChange={(open) => !open && onClose()}
      title={option?.name ?? ''}
      className="w-[min(100%-1.5rem,44rem)]"
    >
      {option && (
        <>
          <img
            src={option.imageUrl}
            alt={`Design ${option.name} ampliado`}
            width={720}
            height={720}
            className="w-full rounded-xl bg-neutral-800"
          />
          {action !== 'none' && (
            <Button className="mt-4 w-full" variant={action === 'vote' ? 'primary' : 'secondary'} onClick={onAction}>
              {action === 'vote' ? 'Votar neste design' : 'Mudar meu voto para este'}
            </Button>
          )}
        </>
      )}
    </Dialog>
  );
}
