import { Check, Copy } from '../../components/icons/landing-icons';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';

export function CopyButton({ value, label = 'Copiar cupom' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.info(`Copie à mão: ${value}`);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
      {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {copied ? 'Copiado!' : label}
    </Button>
  );
}
