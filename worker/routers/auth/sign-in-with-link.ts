import { signInWithLinkInput } from '../../contracts/auth';
import { MEMBER_DEVICE_COOKIE } from '../../lib/cookies';
import { signInWithLink as signInWithLinkService } from '../../services/auth/sign-in-with-link';
import { setTrustedDevice } from '../../trpc/device-cookie';
import { publicProcedure } from '../../trpc/init';
import { setSessionCookie } from '../../trpc/member-cookie';

/** The e-mailed sign-in link, opened: this browser is signed in and trusted; the password stays as it was. */
export const signInWithLink = publicProcedure
  .meta({ failsAs: 'SIGN_IN_LINK_FAILED' })
  .input(signInWithLinkInput)
  .mutation(async ({ ctx, input }) => {
    const session = await signInWithLinkService(ctx.deps, { input, ip: ctx.req.ip });
    setSessionCookie(ctx, session);
    setTrustedDevice(ctx, MEMBER_DEVICE_COOKIE, session.trustedDevice);
    return { userId: session.userId };
  });
