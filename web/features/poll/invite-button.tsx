import { designSharePath, designSlugOf, inviteToVoteText } from '../../../worker/contracts/share';
import { Share2 } from '../../components/icons/landing-icons';
import { ShareButton } from '../../components/share-button';
import { cn } from '../../components/ui/cn';

/**
 * 'Chamar a galera', after a vote: 'Votei na camiseta Chora Piranha do MC Mito! Vote também:' and
 * the link of that design (/camiseta/<slug>). Nothing of the voter goes with it: no CPF, coupon or token.
 */
export function InviteButton({ optionId, designName, className }: { optionId: string; designName: string; className?: string }) {
  return (
    <ShareButton
      label="Chamar a galera"
      className={cn('bg-funk-500 px-4 font-bold uppercase tracking-wide text-neutral-950 hover:bg-funk-500/90', className)}
      share={() => ({
        title: 'Votação oficial do MC Mito',
        text: inviteToVoteText(designName),
        path: designSharePath(designSlugOf(optionId)),
      })}
    >
      <Share2 className="size-4" />
      Chamar a galera
    </ShareButton>
  );
}
