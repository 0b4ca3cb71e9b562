import { signInInput } from '../../contracts/auth';
import { MEMBER_DEVICE_COOKIE } from '../../lib/cookies';
import { signIn as signInService } from '../../services/auth/sign-in';
import { readTrustedDevice, setTrustedDevice } from '../../trpc/device-cookie';
import { publicProcedure } from '../../trpc/init';
import { setSessionCookie } from '../../trpc/member-cookie';

/** Entrar: e-mail and password, rate limited per address, per account on an address, and per account (which a trusted device passes). */
export const signIn = publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
  const session = await signInService(ctx.deps, { input, ip: ctx.req.ip, trustedDevice: readTrustedDevice(ctx, MEMBER_DEVICE_COOKIE) });
  setSessionCookie(ctx, session);
  setTrustedDevice(ctx, MEMBER_DEVICE_COOKIE, session.trustedDevice);
  return { userId: session.userId };
});
