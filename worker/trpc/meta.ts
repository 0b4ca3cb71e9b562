import type { AppErrorCode } from '../lib/app-error';

/**
 * Who may call a procedure. Set by the procedure builder it is made from (public, member,
 * artist) and narrowed per procedure where a plan is needed; the access-matrix test reads it.
 */
export type Audience = 'public' | 'member' | 'member-plan' | 'artist';

export interface ProcedureMeta {
  audience?: Audience;
  /** The table's code an unexpected failure of this procedure maps to (logged once, by the middleware). */
  failsAs?: AppErrorCode;
}
