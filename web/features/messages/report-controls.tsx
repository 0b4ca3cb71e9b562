import { Flag } from 'lucide-react';
import { useState } from 'react';
import { REMOVED_MESSAGE_TEXT } from '../../../worker/contracts/moderation';
import { ReportDialog, type ReportSubject } from '../../components/report-dialog';

/** 'Denunciar' in a direct chat's header: the other member. */
export function ReportMemberButton({ member }: { member: { userId: string; displayName: string } }) {
  const [subject, setSubject] = useState<ReportSubject | null>(null);
  return (
    <>
      <button
        type="button"
        aria-label={`Denunciar ${member.displayName}`}
        onClick={() => setSubject({ targetType: 'member', targetId: member.userId, label: member.displayName })}
        className="flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm text-neutral-300 hover:bg-neutral-800"
      >
        <Flag className="size-4" aria-hidden />
        <span className="hidden sm:inline">Denunciar</span>
      </button>
      <ReportDialog subject={subject} onClose={() => setSubject(null)} />
    </>
  );
}

/** What both sides see of a message the moderation removed. */
export function RemovedMessage() {
  return <p className="text-sm italic opacity-80">{REMOVED_MESSAGE_TEXT}</p>;
}
