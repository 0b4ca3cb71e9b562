import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../features/shell/require-session';

/** Pathless layout for member pages: no session, straight to /auth before anything renders. */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context }) => requireMember(context),
});
