import { cn } from './cn';

/**
 * 'Política de privacidade' beside the button of a form that collects personal data. It opens in a
 * new tab, so what the person typed stays in the form.
 */
export function PrivacyLink({ className }: { className?: string }) {
  return (
    <p className={cn('text-center text-xs text-neutral-400', className)}>
      Seus dados são tratados conforme a nossa{' '}
      <a
        href="/privacidade"
        target="_blank"
        rel="noopener"
        className="font-semibold text-neutral-300 underline underline-offset-2 hover:text-brand-400"
      >
        Política de privacidade
      </a>
      .
    </p>
  );
}
