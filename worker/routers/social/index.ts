import { router } from '../../trpc/init';
import { follow, unfollow } from './follow';
import { people } from './people';
import { posts } from './posts';
import { profile } from './profile';

/** Members find each other: profiles, their posts, following and the lists of followers. */
export const socialRouter = router({ profile, posts, follow, unfollow, people });
