import type { PollOptionView } from '../../../worker/contracts/poll';

/** The design being voted for, atop the vote form (the quick one that opens first and the full one alike). */
export function ChosenOption({ option }: { option: PollOptionView }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-neutral-800/70 p-3">
      <img src={option.imageUrl} alt="" width={720} height={720} className="size-14 shrink-0 rounded-lg object-cover" />
      <p className="text-sm text-neutral-300">
        Seu voto: <strong className="block font-display text-base uppercase text-white">{option.name}</strong>
      </p>
    </div>
  );
}
