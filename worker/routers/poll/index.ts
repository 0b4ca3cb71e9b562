import { router } from '../../trpc/init';
import { changeVote } from './change-vote';
import { claimVote } from './claim-vote';
import { couponStatus } from './coupon-status';
import { current } from './current';
import { eraseMyData, myData, openDataLink, requestDataLink, sendDataLink } from './fan-data';
import { myVote } from './my-vote';
import { vote } from './vote';

export const pollRouter = router({ current, vote, myVote, changeVote, couponStatus, claimVote, myData, eraseMyData, sendDataLink, requestDataLink, openDataLink });
