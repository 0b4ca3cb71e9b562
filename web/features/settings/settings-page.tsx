import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { trpc } from '../../lib/trpc';
import { AvatarUpload } from './avatar-upload';
import { BlockedMembers } from './blocked-members';
import { CustomBadgeForm } from './custom-badge-form';
import { MutedMembers } from './muted-members';
import { MyData } from './my-data';
import { SettingsForm } from './settings-form';

/**
 * The dashboard's settings button: photo, display name, WhatsApp, privacy, muted and blocked members and 'Meus dados'.
 * `notifications`: the 'Notificações' section, composed by the route (another feature's).
 */
export function SettingsPage({ notifications }: { notifications?: ReactNode }) {
  const [account] = trpc.members.account.useSuspenseQuery();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:py-10">
      <Link
        to="/dashboard"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 text-sm font-semibold text-neutral-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Voltar ao painel
      </Link>
      <h1 className="font-display font-black text-3xl uppercase">Configurações</h1>
      <div className="flex flex-col gap-6 rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">
        <AvatarUpload avatarUrl={account.avatarUrl} name={account.displayName} />
        <SettingsForm account={account} />
        <CustomBadgeForm />
        <MutedMembers />
        <BlockedMembers />
      </div>
      {notifications}
      <MyData />
    </section>
  );
}
