import { router } from '../../trpc/init';
import { changeVote } from './change-vote';
import { claimVote } from './claim-vote';
import { confirmCoupon } from './confirm-coupon';
import { couponStatus } from './coupon-status';
import { current } from './current';
import { eraseMyData, myData, openDataLink, requestDataLink, sendDataLink } from './fan-data';
import { myVote } from './my-vote';
import { resendCouponMail } from './resend-coupon-mail';
import { setConsent } from './set-consent';
import { vote } from './vote';

export const pollRouter = router({
  current,
  vote,
  myVote,
  changeVote,
  couponStatus,
  claimVote,
  confirmCoupon,
  resendCouponMail,
  setConsent,
  myData,
  eraseMyData,
  sendDataLink,
  requestDataLink,
  openDataLink,
});
