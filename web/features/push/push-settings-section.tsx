import { BellRing } from 'lucide-react';
import { PUSH_KINDS, PUSH_KIND_LABELS, PUSH_TEXTS, type PushPreferences } from '../../../worker/contracts/push';
import { Switch } from '../../components/ui/switch';
import { RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';
import { usePushDevice } from './use-push-device';

/** /configuracoes → 'Notificações': this device on or off (push only), and 'O que avisar', the kinds the bell and every device of the member get. */
export function PushSettingsSection() {
  const utils = trpc.useUtils();
  const { settings, support, on, busy, enable, disable } = usePushDevice();
  const save = trpc.push.setPreferences.useMutation({
    meta: { errorToast: 'Não foi possível salvar suas notificações.', errorDescription: RETRY_LATER },
    onMutate: (next) => {
      const before = utils.push.settings.getData();
      if (before) utils.push.settings.setData(undefined, { ...before, preferences: next });
      return before;
    },
    onError: (_e, _next, before) => before && utils.push.settings.setData(undefined, before),
  });
  const preferences = settings.data?.preferences;
  const available = !!settings.data?.publicKey && support !== 'unsupported';
  const note = !settings.data || available ? (support === 'denied' ? PUSH_TEXTS.denied : null) : PUSH_TEXTS.unsupported;
  const setKind = (kind: keyof PushPreferences, value: boolean) => preferences && save.mutate({ ...preferences, [kind]: value });

  return (
    <section
      id="notificacoes"
      aria-labelledby="notificacoes-titulo"
      className="flex scroll-mt-20 flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6"
    >
      <h2 id="notificacoes-titulo" className="flex items-center gap-2 font-display text-xl font-black uppercase">
        <BellRing className="size-5 text-brand-400" aria-hidden />
        {PUSH_TEXTS.section}
      </h2>
      <Switch
        label={PUSH_TEXTS.device}
        hint={PUSH_TEXTS.deviceHint}
        checked={on === true}
        disabled={busy || on === null || !available || (support === 'denied' && !on)}
        onChange={(next) => void (next ? enable() : disable())}
      />
      {note && (
        <p role="status" className="rounded-lg bg-neutral-800 px-3 py-2 text-sm text-neutral-300">
          {note}
        </p>
      )}
      {preferences && (
        <fieldset className="flex flex-col border-t border-white/10 pt-2">
          <legend className="sr-only">{PUSH_TEXTS.kinds}</legend>
          <p className="pt-2 text-xs font-semibold tracking-wide text-neutral-400 uppercase" aria-hidden>
            {PUSH_TEXTS.kinds}
          </p>
          <p className="pt-1 text-sm text-neutral-400">{PUSH_TEXTS.kindsHint}</p>
          {PUSH_KINDS.map((kind) => (
            <Switch key={kind} label={PUSH_KIND_LABELS[kind]} checked={preferences[kind]} onChange={(v) => setKind(kind, v)} />
          ))}
        </fieldset>
      )}
    </section>
  );
}
