import { router } from '../../trpc/init';
import { comment } from './comment';
import { comments } from './comments';
import { create } from './create';
import { remove } from './delete';
import { list } from './list';
import { myStats } from './my-stats';
import { popularTags } from './popular-tags';
import { react } from './react';
import { suggestions } from './suggestions';
import { tags } from './tags';
import { trendingTags } from './trending-tags';

export const feedRouter = router({ list, create, delete: remove, react, comment, comments, tags, popularTags, trendingTags, suggestions, myStats });
