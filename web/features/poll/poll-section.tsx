// Placeholder until the poll feature (issue 4) lands; the landing composes it.
export interface PollSectionProps {
  /** Opens the club offer (after a vote, a duplicate vote, or from the section's own button). */
  onOpenOffer: () => void;
}

export function PollSection(_props: PollSectionProps) {
  return (
    <section id="enquete-oficial" className="scroll-mt-20 px-4 py-16">
      <h2 className="font-display text-3xl font-black uppercase">Enquete oficial</h2>
    </section>
  );
}
