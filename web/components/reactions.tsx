import { Flame, Heart, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReactionType } from '../../worker/contracts/feed';

/** The site's three reactions (feed posts and chat messages): name, icon and the colour when chosen. */
export const REACTIONS: { type: ReactionType; label: string; icon: ReactNode; small: ReactNode; on: string }[] = [
  {
    type: 'heart',
    label: 'Curtir',
    icon: <Heart className="size-5" aria-hidden />,
    small: <Heart className="size-3.5 fill-current" aria-hidden />,
    on: 'text-red-400',
  },
  {
    type: 'fire',
    label: 'Fogo',
    icon: <Flame className="size-5" aria-hidden />,
    small: <Flame className="size-3.5 fill-current" aria-hidden />,
    on: 'text-orange-400',
  },
  {
    type: 'mind_blown',
    label: 'Explodiu a mente',
    icon: <Sparkles className="size-5" aria-hidden />,
    small: <Sparkles className="size-3.5 fill-current" aria-hidden />,
    on: 'text-violet-300',
  },
];
